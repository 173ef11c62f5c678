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

std::optional<std::vector<DiffSpan>> decodeSpans(QByteArrayView stored, QStringView oldText, QStringView newText)
{
    std::vector<DiffSpan> out;
    qsizetype oldAt = 0, newAt = 0, i = 0;
    while (i < stored.size()) {
        quint64 value = 0;
        for (int shift = 0;; shift += 7) {
            if (i == stored.size() || shift > 35)
                return std::nullopt;
            const auto byte = quint8(stored[i++]);
            value |= quint64(byte & 0x7F) << shift;
            if (!(byte & 0x80))
                break;
        }
        const auto kind = int(value & 3);
        const auto length = qsizetype(value >> 2);
        if (kind > DiffSpan::Inserted || length == 0)
            return std::nullopt;
        const bool inOld = kind != DiffSpan::Inserted, inNew = kind != DiffSpan::Deleted;
        if ((inOld && length > oldText.size() - oldAt) || (inNew && length > newText.size() - newAt))
            return std::nullopt;
        // A Same span's words are the same in both wordings; its newer copy is the one shown.
        const QStringView words = inNew ? newText.mid(newAt, length) : oldText.mid(oldAt, length);
        if (kind == DiffSpan::Same && words != oldText.mid(oldAt, length))
            return std::nullopt;
        out.push_back({DiffSpan::Kind(kind), words.toString()});
        if (inOld)
            oldAt += length;
        if (inNew)
            newAt += length;
    }
    if (oldAt != oldText.size() || newAt != newText.size())
        return std::nullopt;
    return out;
}

} // namespace rulesdb
