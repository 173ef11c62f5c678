#include "rulespagelink.h"

#include "policy/policytext.h"

#include <QRegularExpression>
#include <gumbo.h>
#include <optional>

namespace importers {
namespace {

struct Link {
    QByteArray href;
    QString words; // the link's text
};

void appendText(const GumboNode *node, QString &out)
{
    if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE) {
        out += QString::fromUtf8(node->v.text.text) + u' ';
        return;
    }
    if (node->type != GUMBO_NODE_ELEMENT)
        return;
    const GumboVector &children = node->v.element.children;
    for (unsigned i = 0; i < children.length; ++i)
        appendText(static_cast<const GumboNode *>(children.data[i]), out);
}

// Every <a> element with an href, in page order.
void collectLinks(const GumboNode *node, QList<Link> &links)
{
    if (node->type != GUMBO_NODE_ELEMENT)
        return;
    if (node->v.element.tag == GUMBO_TAG_A) {
        if (const GumboAttribute *href = gumbo_get_attribute(&node->v.element.attributes, "href")) {
            Link link{QByteArray(href->value), {}};
            appendText(node, link.words);
            links << link;
        }
    }
    const GumboVector &children = node->v.element.children;
    for (unsigned i = 0; i < children.length; ++i)
        collectLinks(static_cast<const GumboNode *>(children.data[i]), links);
}

QList<Link> linksOf(const QByteArray &html)
{
    GumboOutput *output = gumbo_parse_with_options(&kGumboDefaultOptions, html.constData(), size_t(html.size()));
    QList<Link> links;
    collectLinks(output->root, links);
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    return links;
}

// A web address the link leads to, resolved against the page; empty for any other scheme.
QUrl webAddress(const QByteArray &href, const QUrl &page)
{
    // Pages write the space in "MagicCompRules 20250404.txt" as it is or as %20.
    const QUrl url = page.resolved(QUrl(QString::fromUtf8(href.trimmed()), QUrl::TolerantMode));
    if (!url.isValid() || (url.scheme() != QStringLiteral("http") && url.scheme() != QStringLiteral("https")))
        return {};
    return url;
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
    static const QRegularExpression dated(QStringLiteral("(?<!\\d)((?:19|20)\\d{6})(?!\\d)"));
    std::optional<Candidate> best;
    for (const Link &link : linksOf(html)) {
        const QUrl url = webAddress(link.href, page);
        if (url.isEmpty())
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

std::vector<PolicyDocumentLink> policyDocumentLinks(const QByteArray &html, const QUrl &page)
{
    // The short name as a word of the file name: "MTG_MTR_2024.pdf", not "mtrx" or "jargon".
    static const QRegularExpression shortName(QStringLiteral("(?<![A-Za-z])(MTR|IPG|JAR)(?![A-Za-z])"),
                                              QRegularExpression::CaseInsensitiveOption);
    std::optional<QUrl> found[3]; // MTR, IPG, JAR
    for (const Link &link : linksOf(html)) {
        const QUrl url = webAddress(link.href, page);
        const QString name = url.fileName(QUrl::FullyDecoded);
        if (url.isEmpty() || !name.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
            continue;
        std::optional<rulesdb::Document> document;
        if (const auto m = shortName.match(name); m.hasMatch())
            document = rulesdb::documentNamed(m.capturedView(1));
        else
            document = policy::documentOfTitle(link.words);
        if (!document || *document == rulesdb::Document::CR)
            continue;
        auto &slot = found[int(*document) - int(rulesdb::Document::MTR)];
        if (!slot)
            slot = url;
    }
    std::vector<PolicyDocumentLink> links;
    for (const rulesdb::Document d : {rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR})
        if (const auto &url = found[int(d) - int(rulesdb::Document::MTR)])
            links.push_back({d, *url});
    return links;
}

namespace {

// ".xz" first: the smallest download of the same cards.
int compressionRank(const QString &name)
{
    static const QStringList suffixes{QStringLiteral(".xz"), QStringLiteral(".bz2"), QStringLiteral(".gz"),
                                      QStringLiteral(".zip"), QStringLiteral(".json")};
    for (qsizetype i = 0; i < suffixes.size(); ++i)
        if (name.endsWith(suffixes[i], Qt::CaseInsensitive))
            return int(i);
    return int(suffixes.size());
}

// The files with every card, best first; -1 for any other file.
int wholeFileRank(const QString &name)
{
    static const QStringList starts{QStringLiteral("AllPrintings."), QStringLiteral("AtomicCards."),
                                    QStringLiteral("AllSetFiles."),  QStringLiteral("oracle-cards"),
                                    QStringLiteral("default-cards"), QStringLiteral("all-cards")};
    for (qsizetype i = 0; i < starts.size(); ++i)
        if (name.startsWith(starts[i], Qt::CaseInsensitive))
            return int(i);
    return -1;
}

} // namespace

bool namesCardFile(const QString &fileName)
{
    static const QRegularExpression json(QStringLiteral("\\.json(\\.(xz|bz2|gz|zip))?$"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression setFiles(QStringLiteral("^AllSetFiles(\\.tar\\.(xz|bz2|gz)|\\.zip)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    return json.match(fileName).hasMatch() || setFiles.match(fileName).hasMatch();
}

QUrl cardFileLink(const QByteArray &html, const QUrl &page)
{
    QUrl best;
    std::pair<int, int> bestRank;
    for (const Link &link : linksOf(html)) {
        const QUrl url = webAddress(link.href, page);
        const QString name = url.fileName(QUrl::FullyDecoded);
        if (url.isEmpty() || !namesCardFile(name))
            continue;
        const int whole = wholeFileRank(name);
        if (whole < 0)
            continue;
        const std::pair<int, int> rank{whole, compressionRank(name)};
        if (best.isEmpty() || rank < bestRank) {
            best = url;
            bestRank = rank;
        }
    }
    return best;
}

} // namespace importers
