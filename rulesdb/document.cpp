#include "document.h"

namespace rulesdb {

namespace {
struct DocumentNames {
    Document document;
    const char *name;
    const char *title;
};
constexpr DocumentNames kDocuments[] = {
    {Document::CR, "cr", "Comprehensive Rules"},
    {Document::MTR, "mtr", "Magic Tournament Rules"},
    {Document::IPG, "ipg", "Infraction Procedure Guide"},
    {Document::JAR, "jar", "Judging at Regular REL"},
    {Document::Cards, "cards", "Oracle cards"},
};
} // namespace

QString documentName(Document document)
{
    for (const auto &d : kDocuments)
        if (d.document == document)
            return QString::fromLatin1(d.name);
    return {};
}

std::optional<Document> documentNamed(QStringView name)
{
    for (const auto &d : kDocuments)
        if (name.compare(QLatin1StringView(d.name), Qt::CaseInsensitive) == 0)
            return d.document;
    return std::nullopt;
}

QString documentTitle(Document document)
{
    for (const auto &d : kDocuments)
        if (d.document == document)
            return QString::fromLatin1(d.title);
    return {};
}

} // namespace rulesdb
