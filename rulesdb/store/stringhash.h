#pragma once
// Hash sets and maps of short strings for the import's hot loops (rule numbers, sort keys):
// the standard library's hash over the same characters. Qt 6.4's qHash costs several times
// more per key there: with QHash the duplicate checks alone took a tenth of an import.

#include <QByteArray>
#include <QString>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace rulesdb {

struct StringHash {
    using is_transparent = void;
    size_t operator()(QStringView s) const noexcept
    {
        return std::hash<std::u16string_view>{}(std::u16string_view(s.utf16(), size_t(s.size())));
    }
    size_t operator()(const QString &s) const noexcept { return (*this)(QStringView(s)); }
    size_t operator()(const QByteArray &b) const noexcept
    {
        return std::hash<std::string_view>{}(std::string_view(b.constData(), size_t(b.size())));
    }
};

template <typename Value>
using StringMap = std::unordered_map<QString, Value, StringHash>;
using StringSet = std::unordered_set<QString, StringHash>;
template <typename Value>
using BytesMap = std::unordered_map<QByteArray, Value, StringHash>;

} // namespace rulesdb
