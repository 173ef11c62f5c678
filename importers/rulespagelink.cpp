#include "rulespagelink.h"

#include <QRegularExpression>
#include <gumbo.h>
#include <optional>

namespace importers {
namespace {

// Every href of an <a> element, in page order.
void collectLinks(const GumboNode *node, QList<QByteArray> &hrefs)
{
    if (node->type != GUMBO_NODE_ELEMENT)
        return;
    if (node->v.element.tag == GUMBO_TAG_A) {
        if (const GumboAttribute *href = gumbo_get_attribute(&node->v.element.attributes, "href"))
            hrefs << QByteArray(href->value);
    }
    const GumboVector &children = node->v.element.children;
    for (unsigned i = 0; i < children.length; ++i)
        collectLinks(static_cast<const GumboNode *>(children.data[i]), hrefs);
}

struct Candidate {
    QUrl url;
    bool namesTheRules = false;
    QString date; // YYYYMMDD from the file name, or empty
};

bool before(const Candidate &a, const Candidate &b)
{
    if (a.namesTheRules != b.namesTheRules)
        return !a.namesTheRules;
    return a.date < b.date;
}

} // namespace

QUrl newestRulesTextLink(const QByteArray &html, const QUrl &page)
{
    GumboOutput *output = gumbo_parse_with_options(&kGumboDefaultOptions, html.constData(), size_t(html.size()));
    QList<QByteArray> hrefs;
    collectLinks(output->root, hrefs);
    gumbo_destroy_output(&kGumboDefaultOptions, output);

    static const QRegularExpression dated(QStringLiteral("(?<!\\d)((?:19|20)\\d{6})(?!\\d)"));
    std::optional<Candidate> best;
    for (const QByteArray &href : hrefs) {
        // Pages write the space in "MagicCompRules 20250404.txt" as it is or as %20.
        const QUrl url = page.resolved(QUrl(QString::fromUtf8(href.trimmed()), QUrl::TolerantMode));
        if (!url.isValid() || (url.scheme() != QStringLiteral("http") && url.scheme() != QStringLiteral("https")))
            continue;
        const QString name = url.fileName(QUrl::FullyDecoded);
        if (!name.endsWith(QStringLiteral(".txt"), Qt::CaseInsensitive))
            continue;
        Candidate c{url, name.contains(QStringLiteral("CompRules"), Qt::CaseInsensitive)
                             || name.contains(QStringLiteral("Comprehensive"), Qt::CaseInsensitive),
                    dated.match(name).captured(1)};
        if (!best || before(*best, c))
            best = c;
    }
    return best ? best->url : QUrl();
}

} // namespace importers
