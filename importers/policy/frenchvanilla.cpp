#include "policy/frenchvanilla.h"

#include "importerror.h"
#include "jsonfile.h"
#include "policy/columnlist.h"
#include "policy/datasettables.h"
#include "policy/policyexamples.h"
#include "policy/policytext.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>

namespace importers::policy {

namespace {

// A version has ten sections and six appendices at most; far more is no such dataset (and
// would have the reader open files without end).
constexpr int kMaxSections = 64;
constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

QByteArray readFile(const QString &path, const QString &what)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        throw ImportError(path, 0, QStringLiteral("%1 (the file cannot be read: %2)").arg(what, f.errorString()));
    if (f.size() > kMaxFileBytes)
        throw ImportError(path, 0, QStringLiteral("%1 of at most %2 bytes").arg(what).arg(kMaxFileBytes));
    return f.read(kMaxFileBytes + 1);
}

QString stringOf(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1StringView(key));
    return v.isString() ? v.toString() : QString();
}

// The dataset kept the PDF's page numbers where its parser met them: between two sentences
// ("… a missed trigger. 7 Triggered abilities …") or at the end of a text (" 9"). A number
// is taken for one only where a page number can stand: after a full stop and before a
// capital or the end, or between two words of a sentence the page broke ("… may need to 8
// acknowledge …"), and following the page numbers met so far (the pages only go on).
class PageNumbers {
public:
    QString cleaned(const QString &text)
    {
        static const QRegularExpression re(
            QStringLiteral(R"((?<=[.!?:\x{201D}")]) (\d{1,3})(?= [A-Z\x{201C}"]|\s*$)|(?<=[a-z]) (\d{1,3})(?= [a-z]))"));
        QString out;
        qsizetype from = 0;
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            const int page = (m.hasCaptured(1) ? m.capturedView(1) : m.capturedView(2)).toInt();
            // The first one may be any page of the front matter's length; each later
            // one follows it.
            const bool follows = m_last == 0 ? page <= kFirstPageAtMost : page >= m_last && page <= m_last + 4;
            if (page == 0 || !follows)
                continue;
            m_last = page;
            out += QStringView(text).mid(from, m.capturedStart(0) - from);
            from = m.capturedEnd(0);
        }
        out += QStringView(text).mid(from);
        return out;
    }

    // The last item of a list, with the number of the page it ends (" 31") after its name
    // ("Shadows over Innistrad\u2122 31", "Lurrus of the Dream-Den 35") taken off when it comes
    // after the page numbers met so far (a set named with a number ends in a year, or in a
    // trademark sign after it).
    QString cleanedLastItem(const QString &item)
    {
        static const QRegularExpression re(QStringLiteral(R"((?<=[\p{L}\x{2122}\x{00AE}]) (\d{1,3})$)"));
        const auto m = re.match(item);
        if (!m.hasMatch())
            return item;
        // A list may run over several pages that show no other number.
        const int page = m.capturedView(1).toInt();
        if (page == 0 || page < m_last || page > m_last + kListPagesAtMost)
            return item;
        m_last = page;
        return item.left(m.capturedStart(0));
    }

private:
    static constexpr int kFirstPageAtMost = 20;
    static constexpr int kListPagesAtMost = 20;
    int m_last = 0;
};

// A step list flattened into one paragraph ("1. Players shuffle. 2. Players present …"):
// one entry per step, numbers kept. Only numbers that follow each other from 1, each after
// the end of a sentence and before a capital, are taken for steps.
QStringList stepsOf(const QString &paragraph)
{
    // A heading run into the list under it ("Examples 1. A player discards …"): apart again.
    static const QRegularExpression heading(QStringLiteral(R"(^(Examples?:?) (?=1\. [A-Z]))"));
    if (const auto m = heading.match(paragraph); m.hasMatch())
        return QStringList{m.captured(1)} + stepsOf(paragraph.mid(m.capturedEnd()));
    if (!paragraph.startsWith(u"1. "))
        return {paragraph};
    QStringList steps;
    qsizetype from = 0;
    for (int next = 2;; ++next) {
        const QString marker = u' ' + QString::number(next) + QStringLiteral(". ");
        qsizetype at = paragraph.indexOf(marker, from + 1);
        while (at >= 0) {
            const QChar before = paragraph.at(at - 1);
            const qsizetype after = at + marker.size();
            if ((before == u'.' || before == u')' || before == u'!' || before == u'?' || before == u'\u201D')
                && after < paragraph.size() && paragraph.at(after).isUpper())
                break;
            at = paragraph.indexOf(marker, at + 1);
        }
        if (at < 0)
            break;
        steps << paragraph.mid(from, at - from).trimmed();
        from = at + 1;
    }
    steps << paragraph.mid(from).trimmed();
    return steps;
}

// Paragraphs as the dataset separates them ("\n\n"); a paragraph that the PDF's line end
// broke in the middle of a sentence (the next one starts in lower case) is joined again,
// and a flattened list ("… as follows: • one • two") becomes one entry per item.
// What reading one dataset carries from section to section: the pages met, and the items
// of the lists read so far, in order.
struct DatasetReading {
    PageNumbers pages;
    QStringList listItems;
};

QStringList paragraphsOf(const QString &text, DatasetReading &reading)
{
    QStringList out;
    for (const QString &raw : text.split(QStringLiteral("\n\n"))) {
        QString p = collapsedSpaces(reading.pages.cleaned(collapsedSpaces(raw)));
        if (p.isEmpty())
            continue;
        if (!out.isEmpty() && p.front().isLower()) {
            const QString &prev = out.back();
            if (!prev.endsWith(u'.') && !prev.endsWith(u':')) {
                out.back() += u' ' + p;
                continue;
            }
        }
        out << p;
    }
    QStringList items;
    for (const QString &p : out) {
        const QStringList pieces = p.split(u'\u2022');
        // The words before the first bullet, then the list's items, which the dataset may
        // have read across two columns of the page.
        QStringList listed;
        for (qsizetype k = 0; k < pieces.size(); ++k) {
            const QString t = pieces.at(k).trimmed();
            if (t.isEmpty())
                continue;
            if (k == 0)
                items << stepsOf(t);
            else
                listed << (k + 1 == pieces.size() ? reading.pages.cleanedLastItem(t) : t);
        }
        const QStringList apart = columnsApart(listed, reading.listItems);
        reading.listItems << apart;
        for (const QString &t : apart)
            items << stepsOf(t);
    }
    return items;
}

// An IPG text in which the "Upgrade:"/"Downgrade:" paragraphs were left inline: the text
// before the first of them, then each of them as its own labelled part.
void addPartsOf(PolicySection &section, const QString &label, const QString &text, DatasetReading &reading)
{
    static const QRegularExpression marker(QStringLiteral(R"((?:^|\s)(Upgrade|Downgrade):\s*)"));
    qsizetype from = 0;
    QString current = label;
    auto it = marker.globalMatch(text);
    const auto add = [&](const QString &partLabel, QStringView piece) {
        const QStringList paragraphs = paragraphsOf(piece.toString(), reading);
        if (paragraphs.isEmpty())
            return;
        if (section.parts.empty() || section.parts.back().label != partLabel)
            section.parts.push_back({partLabel, {}});
        section.parts.back().paragraphs << paragraphs;
    };
    while (it.hasNext()) {
        const auto m = it.next();
        add(current, QStringView(text).mid(from, m.capturedStart(0) - from));
        current = m.captured(1);
        from = m.capturedEnd(0);
    }
    add(current, QStringView(text).mid(from));
}

// Where each record's "number" stands in a section file, for the headings' source lines:
// one pass over the file, the first line of each number kept.
class RecordLines {
public:
    explicit RecordLines(const QByteArray &utf8)
    {
        static const QRegularExpression re(QStringLiteral(R"re("(number|title)"\s*:\s*"((?:[^"\\]|\\.)*)")re"));
        const QString text = QString::fromUtf8(utf8);
        int line = 1;
        qsizetype counted = 0;
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            line += int(QStringView(text).mid(counted, m.capturedStart(0) - counted).count(u'\n'));
            counted = m.capturedStart(0);
            if (m.capturedView(1) == u"title") {
                if (m_title == 0)
                    m_title = line;
                continue;
            }
            const QString number = normalisedNumber(m.capturedView(2));
            if (!m_numbers.contains(number))
                m_numbers.insert(number, line);
        }
    }
    int of(const QString &number) const { return m_numbers.value(number, m_title > 0 ? m_title : 1); }
    int title() const { return m_title > 0 ? m_title : 1; }

private:
    QHash<QString, int> m_numbers;
    int m_title = 0;
};

struct IndexEntry {
    QString number; // "1", "Appendix A"
    QString title;
    QString key;
};

QString appendixNumber(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(v.toInt());
    if (v.isString()) {
        const QString s = v.toString().trimmed();
        if (s.size() == 1 && s.front().isLetter())
            return QStringLiteral("Appendix ") + s.toUpper();
        return normalisedNumber(s);
    }
    return {};
}

// "4.4" → {4, 4}: subsections sort by number, 3.16 after 3.9.
std::pair<int, int> numericKey(const QString &number)
{
    const auto parts = QStringView(number).split(u'.');
    return {parts.value(0).toInt(), parts.size() > 1 ? parts.value(1).toInt() : 0};
}

} // namespace

bool recognisesFrenchVanillaIndex(QStringView text)
{
    const QStringView t = text.trimmed();
    return t.startsWith(u'{') && t.contains(u"\"document_type\"") && t.contains(u"\"sections\"")
           && t.contains(u"\"section_key\"");
}

PolicyDocument readFrenchVanillaFolder(const QString &indexPath)
{
    const QString expectedIndex = QStringLiteral("a French-Vanilla index: an object with title, metadata and sections");
    const QJsonDocument index = parseJsonFile(readFile(indexPath, expectedIndex), indexPath, expectedIndex);
    if (!index.isObject())
        throw ImportError(indexPath, 1, expectedIndex);
    const QJsonObject root = index.object();

    PolicyDocument doc;
    const QString title = stringOf(root, "title");
    const auto document = documentOfTitle(title);
    if (!document)
        throw ImportError(indexPath, 0,
                          QStringLiteral("a title naming the Magic Tournament Rules or the Infraction Procedure Guide, "
                                         "not \"%1\"")
                              .arg(title));
    doc.document = *document;
    doc.title = title;
    const QString stated = stringOf(root.value(QStringLiteral("metadata")).toObject(), "effective_date");
    if (!stated.isEmpty()) {
        const auto date = findStatedDate(QString(QStringLiteral("Effective ") + stated));
        if (!date || date->date.isEmpty())
            throw ImportError(indexPath, 0,
                              QStringLiteral("metadata.effective_date naming a real day (\"September 23, 2024\"), not \"%1\"")
                                  .arg(stated));
        doc.date = date->date;
    }

    const QJsonValue sectionsValue = root.value(QStringLiteral("sections"));
    if (!sectionsValue.isArray() || sectionsValue.toArray().isEmpty())
        throw ImportError(indexPath, 0, QStringLiteral("a non-empty \"sections\" list"));
    const QJsonArray sections = sectionsValue.toArray();
    if (sections.size() > kMaxSections)
        throw ImportError(indexPath, 0, QStringLiteral("at most %1 sections, not %2").arg(kMaxSections).arg(sections.size()));

    static const QRegularExpression plainName(QStringLiteral(R"(^[A-Za-z0-9_\-]{1,100}$)"));
    std::vector<IndexEntry> entries;
    for (const QJsonValue &v : sections) {
        const QJsonObject s = v.toObject();
        IndexEntry e;
        e.number = appendixNumber(s.value(QStringLiteral("section_number")));
        e.key = stringOf(s, "section_key");
        const QString heading = stringOf(s, "title");
        if (e.number.isEmpty() || e.key.isEmpty() || heading.isEmpty())
            throw ImportError(indexPath, 0,
                              QStringLiteral("every section with a section_number, a title and a section_key (section %1)")
                                  .arg(entries.size() + 1));
        // The key names a file beside the index, never one elsewhere.
        if (!plainName.match(e.key).hasMatch())
            throw ImportError(indexPath, 0, QStringLiteral("a section_key that is a plain file name, not \"%1\"").arg(e.key));
        const auto h = parseHeading(heading);
        e.title = h ? h->title : heading;
        if (h && h->number != e.number)
            throw ImportError(indexPath, 0,
                              QStringLiteral("the title of section %1 to carry its number, not \"%2\"").arg(e.number, heading));
        entries.push_back(e);
    }

    const QString dir = QFileInfo(indexPath).absolutePath();
    DatasetReading reading;
    for (const IndexEntry &e : entries) {
        const QString path = dir + u'/' + e.key + QStringLiteral(".json");
        const QString expected = QStringLiteral("the section file of %1 the index names: an object with \"rules\" or "
                                                "\"infractions\"")
                                     .arg(e.number);
        const QByteArray bytes = readFile(path, expected);
        const QJsonDocument file = parseJsonFile(bytes, path, expected);
        const RecordLines recordLines(bytes);
        if (!file.isObject())
            throw ImportError(path, 1, expected);
        const QJsonObject o = file.object();
        const bool appendix = e.number.startsWith(u"Appendix");

        PolicySection top;
        top.number = e.number;
        top.title = titleCased(e.title);
        top.level = 1;
        top.sourceLine = recordLines.title();
        const QString comparableHeading = comparableTitle(QString(e.number + e.title));

        std::vector<PolicySection> subsections;
        const bool infractions = o.value(QStringLiteral("infractions")).isArray();
        const QJsonValue recordsValue = o.value(infractions ? QStringLiteral("infractions") : QStringLiteral("rules"));
        if (!recordsValue.isArray())
            throw ImportError(path, 0, expected);
        for (const QJsonValue &rv : recordsValue.toArray()) {
            const QJsonObject r = rv.toObject();
            const QString number = normalisedNumber(stringOf(r, "number"));
            const QString recordTitle = stringOf(r, "title");
            if (appendix) {
                // The appendix's one record: its whole text, opening with the heading again.
                QString text = infractions ? stringOf(r, "definition") : stringOf(r, "content");
                QStringList paragraphs = paragraphsOf(text, reading);
                if (!paragraphs.isEmpty()) {
                    const auto h = parseHeading(paragraphs.front());
                    if (h && comparableTitle(QString(h->number + h->title)) == comparableHeading)
                        paragraphs.removeFirst();
                }
                top.paragraphs << paragraphs;
                continue;
            }
            if (!number.startsWith(e.number + u'.') || number.size() == e.number.size() + 1)
                throw ImportError(path, 0,
                                  QStringLiteral("records numbered within section %1, not \"%2\"").arg(e.number, number));
            PolicySection s;
            s.number = number;
            s.level = 2;
            s.sourceLine = recordLines.of(number);
            const auto h = parseHeading(QString(number + u' ' + recordTitle));
            s.title = titleCased(h ? h->title : recordTitle);
            if (!infractions) {
                s.paragraphs = paragraphsOf(stringOf(r, "content"), reading);
                subsections.push_back(std::move(s));
                continue;
            }
            const QString penalty = stringOf(r, "penalty");
            if (h && !h->category.isEmpty()) {
                s.category = h->category;
                s.penalty = penalty.isEmpty() ? h->penalty : penalty;
                if (!penalty.isEmpty() && !h->penalty.isEmpty() && penalty.compare(h->penalty, Qt::CaseInsensitive) != 0)
                    doc.warnings << ImportError::describe(path, 0,
                                                          QStringLiteral("%1: the title says \"%2\", the penalty \"%3\"")
                                                              .arg(number, h->penalty, penalty));
                addPartsOf(s, QStringLiteral("Definition"), stringOf(r, "definition"), reading);
                QStringList examples;
                for (const QJsonValue &ex : r.value(QStringLiteral("examples")).toArray())
                    examples << paragraphsOf(ex.toString(), reading).join(u' ');
                examples.removeAll(QString());
                if (!examples.isEmpty())
                    s.parts.push_back({QStringLiteral("Examples"), examples});
                addPartsOf(s, QStringLiteral("Philosophy"), stringOf(r, "philosophy"), reading);
                addPartsOf(s, QStringLiteral("Additional Remedy"), stringOf(r, "additional_remedy"), reading);
                addPartsOf(s, QStringLiteral("Upgrade"), stringOf(r, "upgrade"), reading);
            } else {
                // Section 1's records: the whole text in "definition".
                s.paragraphs = paragraphsOf(stringOf(r, "definition"), reading);
            }
            subsections.push_back(std::move(s));
        }
        std::stable_sort(subsections.begin(), subsections.end(), [](const PolicySection &a, const PolicySection &b) {
            return numericKey(a.number) < numericKey(b.number);
        });
        // The penalty quick reference's rows, flattened into words: their cells apart again.
        if (appendix)
            top.paragraphs = penaltyTableRows(top.paragraphs);
        // The legal notices that close the document are no part of the last appendix.
        for (qsizetype k = 0; k < top.paragraphs.size(); ++k)
            if (top.paragraphs.at(k).startsWith(u"All trademarks are property of")) {
                top.paragraphs.erase(top.paragraphs.begin() + k, top.paragraphs.end());
                break;
            }
        // The tables, which the dataset ran into paragraphs: rows again where their words
        // allow it, else said to be a table whose layout this copy lost.
        if (appendix) {
            int lost = 0;
            top.paragraphs = datasetTableRows(top.paragraphs, lost);
            if (lost > 0)
                doc.warnings << ImportError::describe(path, 0,
                                                      QStringLiteral("%1: %2 table(s) whose rows and columns the dataset lost; "
                                                                     "their words are kept in its order, after a note saying so")
                                                          .arg(e.number)
                                                          .arg(lost));
        }
        doc.sections.push_back(std::move(top));
        for (PolicySection &s : subsections)
            doc.sections.push_back(std::move(s));
    }
    separateExamples(doc);
    return doc;
}

} // namespace importers::policy
