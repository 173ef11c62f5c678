#include "policy/vensersarchive.h"

#include "importerror.h"
#include "policy/policyhtml.h"
#include "policy/policytext.h"
#include "text/effectivedate.h"

#include <QRegularExpression>

namespace importers::policy {

using namespace html;

namespace {

const QStringView kRemoved = u"removed";

// The template's directives blanked out, line ends kept so that lines still count.
QString withoutDirectives(const QString &text, const QString &fileName)
{
    QString out = text;
    qsizetype from = 0;
    while ((from = out.indexOf(u"<%", from)) >= 0) {
        const qsizetype end = out.indexOf(u"%>", from + 2);
        if (end < 0)
            throw ImportError(fileName, int(QStringView(out).left(from).count(u'\n')) + 1,
                              QStringLiteral("a template directive \"<%\" opens here and is never closed: "
                                             "expected \"%>\""));
        for (qsizetype i = from; i < end + 2; ++i)
            if (out.at(i) != u'\n')
                out[i] = u' ';
        from = end + 2;
    }
    return out;
}

struct Label {
    rulesdb::Document document;
    QString date;
};

// "MTR - 4 October, 2019 - Throne of Eldraine", "IPG - 17 April, 2020 - Ikoria".
std::optional<Label> labelOf(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(MTR|IPG|JAR)\s*[-\x{2013}\x{2014}]\s*(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})\b)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto document = rulesdb::documentNamed(m.capturedView(1));
    if (!document)
        return std::nullopt;
    return Label{*document, isoDateFromWords(m.capturedView(3), m.capturedView(2), m.capturedView(4))};
}

} // namespace

bool recognisesVensersArchive(QStringView text)
{
    const QStringView head = text.left(16384);
    return head.contains(u"<% include") && head.contains(u"data-toggle=") && head.contains(u"data-target=");
}

PolicyDocument readVensersArchive(const QString &text, const QString &fileName)
{
    PolicyDocument document;
    const Page page(withoutDirectives(text, fileName));
    Builder builder(document, fileName);
    bool labelled = false;
    const BlockMap blocks(page.root());
    const auto paragraph = [&](const QStringList &lines) {
        if (labelled && builder.hasSection())
            builder.paragraphs(paragraphsOf(lines));
    };
    walk(page.root(), [&](const GumboNode *n) {
        if (n->type != GUMBO_NODE_ELEMENT) {
            paragraph({collapsedSpaces(QString::fromUtf8(n->v.text.text))});
            return Visit::Skip;
        }
        if (hasClass(n, kRemoved))
            return Visit::Skip; // the previous version's words
        const GumboTag tag = n->v.element.tag;
        switch (tag) {
        case GUMBO_TAG_HEAD: case GUMBO_TAG_SCRIPT: case GUMBO_TAG_STYLE: case GUMBO_TAG_IMG:
        case GUMBO_TAG_TITLE: case GUMBO_TAG_LINK:
            return Visit::Skip;
        case GUMBO_TAG_H1: case GUMBO_TAG_H2: {
            const QString t = collapsedSpaces(textOf(n, kRemoved));
            if (labelled)
                return Visit::Skip;
            const auto label = labelOf(t);
            if (!label)
                throw ImportError(fileName, lineOf(n),
                                  QStringLiteral("expected the page's label naming the document and its day, "
                                                 "such as \"MTR - 4 October, 2019 - Throne of Eldraine\", "
                                                 "found \"%1\"")
                                      .arg(t.left(120)));
            labelled = true;
            document.document = label->document;
            document.title = rulesdb::documentTitle(label->document);
            document.date = label->date;
            document.warnings << ImportError::describe(
                fileName, lineOf(n),
                QStringLiteral("the text states no date: %1 is the site's label \"%2\"")
                    .arg(label->date.isEmpty() ? QStringLiteral("no day") : label->date, t.left(120)));
            return Visit::Skip;
        }
        case GUMBO_TAG_H3: {
            const QString t = collapsedSpaces(textOf(n, kRemoved));
            if (!labelled)
                throw ImportError(fileName, lineOf(n),
                                  QStringLiteral("expected the page's label naming the document before the "
                                                 "first section \"%1\"")
                                      .arg(t.left(120)));
            const auto h = parseHeading(t);
            if (!h)
                throw ImportError(fileName, lineOf(n),
                                  QStringLiteral("expected a section heading such as \"4.4 Loops\" or \"2.1 Game "
                                                 "Play Error - Missed Trigger\", found \"%1\"")
                                      .arg(t.left(120)));
            builder.beginSection(*h, lineOf(n));
            return Visit::Skip;
        }
        case GUMBO_TAG_H4: case GUMBO_TAG_H5: case GUMBO_TAG_H6: {
            const QString t = collapsedSpaces(textOf(n, kRemoved));
            if (!labelled || !builder.hasSection() || t.isEmpty())
                return Visit::Skip;
            if (builder.inInfraction() && builder.current().parts.empty() && builder.current().penalty.isEmpty()) {
                if (const auto p = penaltyOf(t)) {
                    builder.setPenalty(*p);
                    return Visit::Skip;
                }
            }
            if (!builder.part(t))
                builder.paragraph(t);
            return Visit::Skip;
        }
        case GUMBO_TAG_UL:
            return Visit::Descend;
        case GUMBO_TAG_OL: {
            // The page numbers its lists by markup; the guide letters its examples.
            const bool lettered = builder.hasSection() && !builder.current().parts.empty()
                                  && builder.current().parts.back().label == u"Examples";
            const GumboVector *items = childrenOf(n);
            int count = 0;
            for (unsigned i = 0; i < items->length; ++i) {
                const auto *li = static_cast<const GumboNode *>(items->data[i]);
                if (!isElement(li, GUMBO_TAG_LI) || hasClass(li, kRemoved))
                    continue;
                const QString item = joinWrappedLines(linesOf(li, kRemoved));
                if (item.isEmpty())
                    continue;
                const QString mark = lettered && count < 26 ? QString(QChar(u'A' + count)) : QString::number(count + 1);
                ++count;
                paragraph({mark + QStringLiteral(". ") + item});
            }
            return Visit::Skip;
        }
        case GUMBO_TAG_LI:
            paragraph({joinWrappedLines(linesOf(n, kRemoved))});
            return Visit::Skip;
        case GUMBO_TAG_P:
            paragraph(linesOf(n, kRemoved));
            return Visit::Skip;
        case GUMBO_TAG_TABLE:
            if (labelled && builder.hasSection()) {
                walk(n, [&](const GumboNode *r) {
                    if (!isElement(r, GUMBO_TAG_TR))
                        return Visit::Descend;
                    QStringList cells;
                    walk(r, [&](const GumboNode *c) {
                        if (isElement(c, GUMBO_TAG_TD) || isElement(c, GUMBO_TAG_TH)) {
                            if (const QString cell = collapsedSpaces(textOf(c, kRemoved)); !cell.isEmpty())
                                cells << cell;
                            return Visit::Skip;
                        }
                        return Visit::Descend;
                    });
                    if (!cells.isEmpty())
                        builder.paragraph(cells.join(QStringLiteral(" | ")));
                    return Visit::Skip;
                });
            }
            return Visit::Skip;
        default:
            break;
        }
        if (blocks.holdsBlock(n))
            return Visit::Descend;
        paragraph(linesOf(n, kRemoved));
        return Visit::Skip;
    });
    if (!labelled)
        throw ImportError(fileName, 0,
                          QStringLiteral("no label names the document: expected a heading such as "
                                         "\"MTR - 4 October, 2019 - Throne of Eldraine\""));
    builder.finish();
    return document;
}

} // namespace importers::policy
