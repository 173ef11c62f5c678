#include "diff/diffdocument.h"

#include "diff/changetitles.h"
#include "reading/colors.h"
#include "reading/italictext.h"

#include "lineage/changeparts.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

namespace gui {

namespace {

QTextBlockFormat paragraph(qreal top)
{
    QTextBlockFormat block;
    block.setTopMargin(top);
    block.setLineHeight(120, QTextBlockFormat::ProportionalHeight);
    return block;
}

// A side of a change that holds several rules (the new side of a split, the old side of
// a merge) is one text of their paragraphs: each rule's number goes before its first
// paragraph, so that the reader sees which paragraph is 500.4 and which 500.5a.
class ParagraphLabels {
public:
    ParagraphLabels(QTextCursor &cursor, const QStringList &numbers, const std::vector<int> &paragraphs,
                    const QTextCharFormat &format)
        : m_cursor(cursor), m_numbers(numbers), m_paragraphs(paragraphs), m_format(format),
          m_active(numbers.size() > 1 && paragraphs.size() == size_t(numbers.size()))
    {
        label();
    }

    // Writes text of this side through `insert`; `counts` is false for words of the other
    // side (the deleted words of an inline diff), whose line breaks begin no paragraph here.
    template <typename Insert>
    void write(const QString &text, bool counts, Insert insert)
    {
        if (!m_active || !counts)
            return insert(text);
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0) {
                insert(QStringLiteral("\n"));
                ++m_paragraph;
                label();
            }
            if (!lines[i].isEmpty())
                insert(lines[i]);
        }
    }

private:
    void label()
    {
        if (!m_active)
            return;
        int start = 0;
        for (size_t k = 0; k < m_paragraphs.size(); start += m_paragraphs[k], ++k)
            if (start == m_paragraph) {
                m_cursor.insertText(m_numbers[qsizetype(k)] + QStringLiteral("  "), m_format);
                return;
            }
    }

    QTextCursor &m_cursor;
    const QStringList &m_numbers;
    const std::vector<int> &m_paragraphs;
    const QTextCharFormat &m_format;
    const bool m_active;
    int m_paragraph = 0;
};

} // namespace

DiffFormats::DiffFormats(const QPalette &p)
{
    const DiffColors colors(p);
    heading.setFontWeight(QFont::Bold);
    muted.setForeground(mutedText(p));
    inserted.setBackground(colors.inserted);
    deleted.setBackground(colors.deleted);
    deletedInline = deleted;
    deletedInline.setFontStrikeOut(true);
}

namespace {

// A merge or split inline: each rule of the side of several under its own heading
// ("502.9b → 702.17b"), its words against those of the other side it became or came from,
// so that no two rules' words interleave.
void insertPartDiffs(QTextCursor &cursor, const std::vector<rulesdb::ChangePart> &parts, const DiffFormats &f)
{
    const QString none = QStringLiteral("—");
    for (size_t i = 0; i < parts.size(); ++i) {
        const rulesdb::ChangePart &part = parts[i];
        if (i > 0) {
            QTextBlockFormat gap = cursor.blockFormat();
            gap.setTopMargin(10);
            cursor.insertBlock(gap);
        }
        cursor.insertText((part.oldNumbers.isEmpty() ? none : part.oldNumbers.join(QStringLiteral(", "))) +
                              QStringLiteral(" → ") +
                              (part.newNumbers.isEmpty() ? none : part.newNumbers.join(QStringLiteral(", "))),
                          f.heading);
        QTextBlockFormat body = cursor.blockFormat();
        body.setTopMargin(2);
        cursor.insertBlock(body);
        if (part.newText.isEmpty()) {
            insertItalicText(cursor, part.oldText, f.deletedInline);
            continue;
        }
        if (part.oldText.isEmpty()) {
            insertItalicText(cursor, part.newText, f.inserted);
            continue;
        }
        if (part.spans.empty()) {
            insertItalicText(cursor, part.newText, f.body);
            continue;
        }
        for (const rulesdb::DiffPiece &piece : rulesdb::italicDiffPieces(part.spans, part.oldText, part.newText)) {
            const QTextCharFormat &format = piece.kind == rulesdb::DiffSpan::Same      ? f.body
                                            : piece.kind == rulesdb::DiffSpan::Deleted ? f.deletedInline
                                                                                       : f.inserted;
            cursor.insertText(piece.text, piece.italic ? italicIn(format) : format);
        }
    }
}

} // namespace

void insertWordDiff(QTextCursor &cursor, const rulesdb::DiffEntry &e, DiffSide side, const DiffFormats &f)
{
    if (side == DiffSide::Inline) {
        if (const std::vector<rulesdb::ChangePart> parts = rulesdb::changeParts(e); !parts.empty())
            return insertPartDiffs(cursor, parts, f);
    }
    const bool hasOld = !e.oldNumbers.isEmpty();
    const bool hasNew = !e.newNumbers.isEmpty();
    if ((side == DiffSide::Old && !hasOld) || (side == DiffSide::New && !hasNew))
        return;
    // The old side's rules label the old side, and the inline text of a rule removed; the
    // new side's rules label the rest.
    const bool oldLabels = side == DiffSide::Old || !hasNew;
    ParagraphLabels labels(cursor, oldLabels ? e.oldNumbers : e.newNumbers, oldLabels ? e.oldParagraphs : e.newParagraphs,
                           f.heading);
    const auto whole = [&](const QString &text, const QTextCharFormat &format) {
        labels.write(text, true, [&](const QString &part) { insertItalicText(cursor, part, format); });
    };
    // A rule on one side only is all deleted or all inserted words.
    if (!hasNew)
        return whole(e.oldText, side == DiffSide::Inline ? f.deletedInline : f.deleted);
    if (!hasOld)
        return whole(e.newText, f.inserted);
    if (e.spans.empty()) // the same wording under a new number
        return whole(side == DiffSide::Old ? e.oldText : e.newText, f.body);
    for (const rulesdb::DiffPiece &piece : rulesdb::italicDiffPieces(e.spans, e.oldText, e.newText)) {
        const QTextCharFormat *format = nullptr;
        bool ofThisSide = true; // its line breaks begin paragraphs of the side labelled
        switch (piece.kind) {
        case rulesdb::DiffSpan::Same:
            format = &f.body;
            break;
        case rulesdb::DiffSpan::Deleted:
            if (side != DiffSide::New)
                format = side == DiffSide::Inline ? &f.deletedInline : &f.deleted;
            ofThisSide = side == DiffSide::Old;
            break;
        case rulesdb::DiffSpan::Inserted:
            if (side != DiffSide::Old)
                format = &f.inserted;
            break;
        }
        if (format) {
            const QTextCharFormat chosen = piece.italic ? italicIn(*format) : *format;
            labels.write(piece.text, ofThisSide, [&](const QString &part) { cursor.insertText(part, chosen); });
        }
    }
}

QString similarityNote(const rulesdb::DiffEntry &e)
{
    if (e.oldNumbers.isEmpty() || e.newNumbers.isEmpty() || e.similarity >= 1)
        return {};
    // Never "100%" for wordings that differ.
    return QCoreApplication::translate("gui::DiffDocument", "%1% of the words the same").arg(std::min(99, qRound(e.similarity * 100)));
}

std::unique_ptr<QTextDocument> diffReport(const rulesdb::EditionDiff &diff, const std::vector<int> &changes,
                                          const QString &note)
{
    auto doc = std::make_unique<QTextDocument>();
    QFont font = doc->defaultFont();
    font.setPointSizeF(10);
    doc->setDefaultFont(font);
    DiffFormats f(paperPalette());
    f.inserted.setFontUnderline(true);
    QTextCharFormat title = f.heading;
    title.setProperty(QTextFormat::FontSizeAdjustment, 2);

    QTextCursor cursor(doc.get());
    cursor.setBlockFormat(paragraph(0));
    cursor.insertText(QCoreApplication::translate("gui::DiffDocument", "%1: %2 → %3")
                          .arg(rulesdb::documentTitle(diff.from.document), diff.from.date, diff.to.date),
                      title);
    cursor.insertBlock(paragraph(4));
    // Snapshots of the cards take no effect on a date: they are of one.
    cursor.insertText(diff.from.document == rulesdb::Document::Cards
                          ? QCoreApplication::translate("gui::DiffDocument",
                                                        "Changes of the Oracle text from the cards as of %1 to the cards as of %2")
                                .arg(diff.from.date, diff.to.date)
                          : QCoreApplication::translate("gui::DiffDocument",
                                                        "Changes from the edition effective %1 (%2) to the one effective %3 (%4)")
                                .arg(diff.from.date, diff.from.language, diff.to.date, diff.to.language),
                      f.muted);

    // The summary: one row per kind that occurs.
    cursor.insertBlock(paragraph(10));
    QTextTableFormat table;
    table.setBorder(0);
    table.setCellPadding(1);
    table.setCellSpacing(0);
    int kinds = 0;
    for (const rulesdb::ChangeKind k : changeKindsByWeight())
        kinds += diff.summary.at(k) > 0 ? 1 : 0;
    if (kinds > 0) {
        QTextTable *summary = cursor.insertTable(kinds, 2, table);
        int row = 0;
        for (const rulesdb::ChangeKind k : changeKindsByWeight()) {
            if (diff.summary.at(k) == 0)
                continue;
            summary->cellAt(row, 0).firstCursorPosition().insertText(changeTitle(k), f.body);
            QTextCursor count = summary->cellAt(row, 1).firstCursorPosition();
            QTextBlockFormat right;
            right.setAlignment(Qt::AlignRight);
            right.setLeftMargin(16);
            count.setBlockFormat(right);
            count.insertText(QLocale().toString(diff.summary.at(k)), f.body);
            ++row;
        }
        cursor.movePosition(QTextCursor::End);
    }
    if (!note.isEmpty()) {
        cursor.insertBlock(paragraph(8));
        cursor.insertText(note, f.muted);
    }

    for (const int i : changes) {
        const rulesdb::DiffEntry &e = diff.changes[size_t(i)];
        QTextBlockFormat head = paragraph(14);
        head.setPageBreakPolicy(QTextFormat::PageBreak_Auto);
        cursor.insertBlock(head);
        cursor.insertText(rulesdb::changeHeading(e), f.heading);
        cursor.insertText(QStringLiteral("  ") + changeTitle(e.kind), f.muted);
        if (const QString similar = similarityNote(e); !similar.isEmpty())
            cursor.insertText(QStringLiteral(" · ") + similar, f.muted);
        QTextBlockFormat body = paragraph(3);
        body.setLeftMargin(14);
        cursor.insertBlock(body);
        insertWordDiff(cursor, e, DiffSide::Inline, f);
    }
    return doc;
}

} // namespace gui
