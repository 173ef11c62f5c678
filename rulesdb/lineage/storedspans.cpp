#include "lineage/storedspans.h"

namespace rulesdb {

QByteArray encodeSpans(const std::vector<DiffSpan> &spans)
{
    QByteArray out;
    out.reserve(qsizetype(spans.size()) * 2);
    for (const DiffSpan &s : spans) {
        quint64 value = quint64(s.text.size()) * 4 + quint64(s.kind);
        do {
            const auto low = char(value & 0x7F);
            value >>= 7;
            out.append(value ? char(low | 0x80) : low);
        } while (value);
    }
    return out;
}

std::optional<std::vector<SpanLength>> decodeSpanLengths(QByteArrayView stored, QStringView oldText, QStringView newText)
{
    std::vector<SpanLength> out;
    if (!decodeSpanLengths(stored, oldText, newText, out))
        return std::nullopt;
    return out;
}

bool decodeSpanLengths(QByteArrayView stored, QStringView oldText, QStringView newText, std::vector<SpanLength> &out)
{
    out.clear();
    out.reserve(size_t(stored.size()));
    qsizetype oldAt = 0, newAt = 0, i = 0;
    while (i < stored.size()) {
        quint64 value = 0;
        for (int shift = 0;; shift += 7) {
            if (i == stored.size() || shift > 35)
                return false;
            const auto byte = quint8(stored[i++]);
            value |= quint64(byte & 0x7F) << shift;
            if (!(byte & 0x80))
                break;
        }
        const auto kind = int(value & 3);
        const auto length = qsizetype(value >> 2);
        if (kind > DiffSpan::Inserted || length == 0)
            return false;
        const bool inOld = kind != DiffSpan::Inserted, inNew = kind != DiffSpan::Deleted;
        if ((inOld && length > oldText.size() - oldAt) || (inNew && length > newText.size() - newAt))
            return false;
        // A Same span's words are the same in both wordings (its newer copy is the one shown).
        if (kind == DiffSpan::Same && newText.sliced(newAt, length) != oldText.sliced(oldAt, length))
            return false;
        out.push_back({DiffSpan::Kind(kind), length});
        if (inOld)
            oldAt += length;
        if (inNew)
            newAt += length;
    }
    if (oldAt != oldText.size() || newAt != newText.size())
        return false;
    return true;
}

std::optional<std::vector<DiffSpan>> decodeSpans(QByteArrayView stored, QStringView oldText, QStringView newText)
{
    const auto lengths = decodeSpanLengths(stored, oldText, newText);
    if (!lengths)
        return std::nullopt;
    std::vector<DiffSpan> out;
    out.reserve(lengths->size());
    qsizetype oldAt = 0, newAt = 0;
    for (const SpanLength &s : *lengths) {
        out.push_back({s.kind, s.kind == DiffSpan::Deleted ? oldText.sliced(oldAt, s.length).toString()
                                                           : newText.sliced(newAt, s.length).toString()});
        if (s.kind != DiffSpan::Inserted)
            oldAt += s.length;
        if (s.kind != DiffSpan::Deleted)
            newAt += s.length;
    }
    return out;
}

} // namespace rulesdb
