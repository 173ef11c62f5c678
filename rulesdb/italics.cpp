#include "italics.h"

#include <algorithm>

namespace rulesdb {

namespace {

// The longest italic run the texts have is a title of some twenty characters; a pair of
// underscores further apart than this is no pair.
constexpr qsizetype kMaxItalic = 80;

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

qsizetype underscoresAt(QStringView text, qsizetype i)
{
    qsizetype j = i;
    while (j < text.size() && text[j] == u'_')
        ++j;
    return j - i;
}

// Whether italics can end just before `at`: at the end of a word. "_Odyssey_TM" (2009) has
// the trademark sign spelled out right after the title.
bool endsWord(QStringView text, qsizetype at)
{
    if (at == text.size() || !isWordChar(text[at]))
        return true;
    return text.sliced(at).startsWith(u"TM") && (at + 2 == text.size() || !isWordChar(text[at + 2]));
}

} // namespace

std::vector<ItalicSpan> italicSpans(QStringView text)
{
    std::vector<ItalicSpan> out;
    for (qsizetype i = text.indexOf(u'_'); i >= 0;) {
        const qsizetype marks = underscoresAt(text, i);
        const qsizetype words = i + marks;
        // Opening marks start a word: nothing of a word before them, a word right after.
        const bool opens = marks <= 2 && (i == 0 || !isWordChar(text[i - 1])) && words < text.size()
                           && !text[words].isSpace();
        if (opens) {
            // Closing marks: the next underscores on the line, as many, ending the words.
            qsizetype j = words;
            while (j < text.size() && j - words <= kMaxItalic && text[j] != u'_' && text[j] != u'\n')
                ++j;
            if (j < text.size() && text[j] == u'_' && underscoresAt(text, j) == marks && !text[j - 1].isSpace()
                && endsWord(text, j + marks)) {
                out.push_back({i, j, marks});
                i = text.indexOf(u'_', j + marks);
                continue;
            }
        }
        i = text.indexOf(u'_', words);
    }
    return out;
}

std::vector<TextRun> italicRuns(const std::vector<ItalicSpan> &spans, qsizetype from, qsizetype to)
{
    std::vector<TextRun> out;
    const auto add = [&](qsizetype start, qsizetype end, bool italic) {
        start = std::max(start, from);
        end = std::min(end, to);
        if (start < end)
            out.push_back({start, end, italic});
    };
    qsizetype at = from;
    for (const ItalicSpan &s : spans) {
        if (s.close + s.marks <= from)
            continue;
        if (s.open >= to)
            break;
        add(at, s.open, false);
        add(s.open + s.marks, s.close, true);
        at = std::max(at, s.close + s.marks);
    }
    add(at, to, false);
    return out;
}

QString withoutItalicMarks(QStringView text)
{
    const auto spans = italicSpans(text);
    if (spans.empty())
        return text.toString();
    QString out;
    out.reserve(text.size());
    for (const TextRun &r : italicRuns(spans, 0, text.size()))
        out += text.sliced(r.start, r.end - r.start);
    return out;
}

QString italicHtml(QStringView text)
{
    QString out;
    for (const TextRun &r : italicRuns(italicSpans(text), 0, text.size())) {
        const QString escaped = text.sliced(r.start, r.end - r.start).toString().toHtmlEscaped();
        out += r.italic ? QStringLiteral("<i>") + escaped + QStringLiteral("</i>") : escaped;
    }
    return out;
}

std::vector<DiffPiece> italicDiffPieces(const std::vector<DiffSpan> &spans, QStringView oldText,
                                        QStringView newText)
{
    const auto oldSpans = italicSpans(oldText), newSpans = italicSpans(newText);
    std::vector<DiffPiece> out;
    const auto add = [&out](DiffSpan::Kind kind, QStringView text, bool italic) {
        if (!out.empty() && out.back().kind == kind && out.back().italic == italic)
            out.back().text += text;
        else
            out.push_back({kind, text.toString(), italic});
    };
    qsizetype atOld = 0, atNew = 0; // where each span starts in each text
    for (const DiffSpan &s : spans) {
        const bool older = s.kind == DiffSpan::Deleted;
        const QStringView side = older ? oldText : newText;
        const qsizetype start = older ? atOld : atNew;
        if (start + s.text.size() <= side.size() && side.sliced(start, s.text.size()) == s.text) {
            for (const TextRun &r : italicRuns(older ? oldSpans : newSpans, start, start + s.text.size()))
                add(s.kind, side.sliced(r.start, r.end - r.start), r.italic);
        } else {
            add(s.kind, s.text, false); // spans of other texts: as they are
        }
        if (s.kind != DiffSpan::Inserted)
            atOld += s.text.size();
        if (s.kind != DiffSpan::Deleted)
            atNew += s.text.size();
    }
    return out;
}

std::vector<DiffSpan> diffWithoutItalicMarks(const std::vector<DiffSpan> &spans, QStringView oldText,
                                             QStringView newText)
{
    // Most rules have no italics: their spans are already what the pieces would join into
    // (wordDiff never gives two spans of one kind in a row).
    if (italicSpans(oldText).empty() && italicSpans(newText).empty())
        return spans;
    std::vector<DiffSpan> out;
    for (const DiffPiece &p : italicDiffPieces(spans, oldText, newText)) {
        if (!out.empty() && out.back().kind == p.kind)
            out.back().text += p.text;
        else
            out.push_back({p.kind, p.text});
    }
    return out;
}

void appendWithoutItalicMarks(QString &out, QStringView text)
{
    const auto spans = italicSpans(text);
    if (spans.empty()) {
        out += text;
        return;
    }
    for (const TextRun &r : italicRuns(spans, 0, text.size()))
        out += text.sliced(r.start, r.end - r.start);
}

void appendPlainDiff(QString &out, const std::vector<SpanLength> &spans, QStringView oldText, QStringView newText)
{
    const auto oldSpans = italicSpans(oldText), newSpans = italicSpans(newText);
    // Without italics each span is written as it is; with them a span's words are written
    // run by run, the marks left out, and the pieces of one kind in a row make one (as
    // diffWithoutItalicMarks() joins them).
    const bool joined = !oldSpans.empty() || !newSpans.empty();
    // Room for all of both wordings and two marks of two characters around every span, written
    // through a pointer (a change of a few words would otherwise append a dozen pieces one by
    // one), then cut to what was written.
    const qsizetype start = out.size();
    out.resize(start + oldText.size() + newText.size() + 4 * qsizetype(spans.size()));
    char16_t *const begin = reinterpret_cast<char16_t *>(out.data());
    char16_t *at = begin + start;
    const auto put = [&at](QStringView words) {
        std::copy_n(words.utf16(), words.size(), at);
        at += words.size();
    };
    int open = -1; // the kind being written
    const auto close = [&put, &open] {
        if (open == DiffSpan::Deleted)
            put(u"-]");
        else if (open == DiffSpan::Inserted)
            put(u"+}");
        open = -1;
    };
    const auto write = [&](DiffSpan::Kind kind, QStringView words) {
        if (open != kind) {
            close();
            if (kind == DiffSpan::Deleted)
                put(u"[-");
            else if (kind == DiffSpan::Inserted)
                put(u"{+");
            open = kind;
        }
        put(words);
    };
    qsizetype atOld = 0, atNew = 0; // where each span starts in each text
    for (const SpanLength &s : spans) {
        const bool older = s.kind == DiffSpan::Deleted;
        const QStringView side = older ? oldText : newText;
        const qsizetype from = older ? atOld : atNew;
        if (!joined) {
            close();
            write(s.kind, side.sliced(from, s.length));
        } else {
            for (const TextRun &r : italicRuns(older ? oldSpans : newSpans, from, from + s.length))
                write(s.kind, side.sliced(r.start, r.end - r.start));
        }
        if (s.kind != DiffSpan::Inserted)
            atOld += s.length;
        if (s.kind != DiffSpan::Deleted)
            atNew += s.length;
    }
    close();
    out.truncate(at - begin);
}

} // namespace rulesdb
