#include "cards/cardpage.h"

#include "reading/colors.h"
#include "reading/paragraph.h"
#include "references.h"

#include <QSet>
#include <QTextBlockFormat>
#include <QTextCharFormat>
#include <QUrl>
#include <algorithm>
#include <tuple>

namespace gui {

namespace {

QString ruleHref(const QString &number)
{
    QUrl url;
    url.setScheme(QStringLiteral("rule"));
    url.setPath(number);
    return url.toString(QUrl::FullyEncoded);
}

struct Formats {
    explicit Formats(const QPalette &p)
    {
        muted.setForeground(mutedText(p));
        title.setFontWeight(QFont::Bold);
        title.setProperty(QTextFormat::FontSizeAdjustment, 2);
        faceName.setFontWeight(QFont::Bold);
        faceName.setProperty(QTextFormat::FontSizeAdjustment, 1);
        strong.setFontWeight(QFont::Bold);
        reminder.setFontItalic(true);
        link = readableLink(p);
        textBackground = blend(p.color(QPalette::Base), p.color(QPalette::Highlight), 0.08);
    }
    QTextCharFormat body, muted, title, faceName, strong, reminder;
    QBrush link;
    QColor textBackground;

    QTextCharFormat linked(QTextCharFormat format, const QString &href) const
    {
        format.setAnchor(true);
        format.setAnchorHref(href);
        format.setForeground(link);
        return format;
    }
};

// One line of Oracle text: keywords linked, reminder text in italics.
void insertOracleLine(QTextCursor &cursor, const QString &line, const rulesdb::KeywordRules *keywords, const Formats &f)
{
    const auto reminders = rulesdb::reminderSpans(line);
    const auto inReminder = [&](qsizetype at) {
        return std::any_of(reminders.begin(), reminders.end(),
                           [at](const auto &r) { return at >= r.first && at < r.second; });
    };
    const auto insertPlain = [&](qsizetype from, qsizetype to) {
        for (qsizetype at = from; at < to;) {
            qsizetype end = at + 1;
            while (end < to && inReminder(end) == inReminder(at))
                ++end;
            cursor.insertText(line.mid(at, end - at), inReminder(at) ? f.reminder : f.body);
            at = end;
        }
    };
    qsizetype at = 0;
    for (const rulesdb::KeywordSpan &span : keywords ? keywords->spansIn(line) : std::vector<rulesdb::KeywordSpan>{}) {
        insertPlain(at, span.start);
        cursor.insertText(line.mid(span.start, span.length), f.linked(f.body, ruleHref(span.number)));
        at = span.start + span.length;
    }
    insertPlain(at, line.size());
}

// A ruling's text, the rules it cites linked (the rule numbers of the CR read), and the
// other cards it names (`names`, when there is a CR to read them by; never `self`).
void insertRulingText(QTextCursor &cursor, const QString &text, const Formats &f,
                      const rulesdb::CardMentionFinder *names, const QString &self)
{
    struct Span {
        qsizetype start, length;
        QString href;
    };
    std::vector<Span> spans;
    for (const rulesdb::Reference &ref : rulesdb::extractReferences(text))
        if (!ref.targets.isEmpty())
            spans.push_back({ref.start, ref.length, ruleHref(ref.targets.front())});
    if (names) {
        QSet<QString> linked{self}; // each card once, where first named
        for (const rulesdb::CardMention &m : names->find(text))
            if (!linked.contains(m.card)) {
                linked.insert(m.card);
                spans.push_back({m.start, m.length, cardHref(m.card)});
            }
    }
    std::stable_sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.start < b.start; });
    qsizetype at = 0;
    for (const Span &span : spans) {
        if (span.start < at)
            continue;
        cursor.insertText(text.mid(at, span.start - at), f.body);
        cursor.insertText(text.mid(span.start, span.length), f.linked(f.body, span.href));
        at = span.start + span.length;
    }
    cursor.insertText(text.mid(at), f.body);
}

QString kindNote(rulesdb::CardKind kind)
{
    switch (kind) {
    case rulesdb::CardKind::Alchemy:
        return CardPageView::tr("An Alchemy card, rebalanced for digital play: not the paper card of that name.");
    case rulesdb::CardKind::Funny:
        return CardPageView::tr("An Un-card or playtest card: not legal in sanctioned tournaments.");
    case rulesdb::CardKind::Token:
        return CardPageView::tr("A token.");
    case rulesdb::CardKind::Paper:
        break;
    }
    return {};
}

QString rulingSource(const QString &source)
{
    if (source == u"wotc")
        return CardPageView::tr("Wizards of the Coast ruling");
    if (source == u"scryfall")
        return CardPageView::tr("Scryfall note, not an official ruling");
    return CardPageView::tr("%1 note, not an official ruling").arg(source);
}

} // namespace

QString cardHref(const QString &name)
{
    QUrl url;
    url.setScheme(QStringLiteral("card"));
    url.setPath(name);
    return url.toString(QUrl::FullyEncoded);
}

QString cardOfHref(const QUrl &url)
{
    return url.scheme() == u"card" ? url.path() : QString();
}

void CardPageView::renderInto(QTextCursor &cursor, const QPalette &palette, std::vector<int> *parts) const
{
    const auto partStartsHere = [&] {
        if (parts && (parts->empty() || parts->back() < cursor.position()))
            parts->push_back(cursor.position());
    };
    const Formats f(palette);
    const rulesdb::StoredCard &card = m_page.card;

    cursor.setBlockFormat(paragraph(0));
    cursor.insertText(tr("Cards") + QStringLiteral("  ›  ") + tr("Oracle text as of %1").arg(card.snapshot), f.muted);
    cursor.insertBlock(paragraph(14));
    partStartsHere();
    cursor.insertText(card.name, f.title);
    // A single face's name is the title: its mana cost stands beside it.
    const bool severalFaces = card.faces.size() > 1;
    if (!severalFaces && !card.faces.empty() && !card.faces.front().manaCost.isEmpty())
        cursor.insertText(QStringLiteral("   ") + card.faces.front().manaCost, f.faceName);
    if (const QString note = kindNote(card.kind); !note.isEmpty()) {
        cursor.insertBlock(paragraph(4));
        cursor.insertText(note, f.muted);
    }

    for (const rulesdb::CardFace &face : card.faces) {
        if (severalFaces) {
            cursor.insertBlock(paragraph(16));
            partStartsHere();
            cursor.insertText(face.name, f.faceName);
            if (!face.manaCost.isEmpty())
                cursor.insertText(QStringLiteral("   ") + face.manaCost, f.strong);
        }
        if (!face.typeLine.isEmpty()) {
            cursor.insertBlock(paragraph(severalFaces ? 4 : 10));
            cursor.insertText(face.typeLine, f.muted);
        }
        for (const QString &line : face.text.split(u'\n', Qt::SkipEmptyParts)) {
            QTextBlockFormat block = paragraph(6, 12);
            block.setBackground(f.textBackground);
            block.setRightMargin(12);
            cursor.insertBlock(block);
            insertOracleLine(cursor, line, m_page.keywords.get(), f);
        }
        QStringList stats;
        if (!face.power.isEmpty() || !face.toughness.isEmpty())
            stats << face.power + u'/' + face.toughness;
        if (!face.loyalty.isEmpty())
            stats << tr("Loyalty %1").arg(face.loyalty);
        if (!face.defense.isEmpty())
            stats << tr("Defense %1").arg(face.defense);
        if (!stats.isEmpty()) {
            cursor.insertBlock(paragraph(6));
            cursor.insertText(stats.join(QStringLiteral("   ")), f.strong);
        }
    }

    if (!m_page.rules.empty() && m_page.rulesEdition) {
        cursor.insertBlock(paragraph(20));
        partStartsHere();
        cursor.insertText(tr("Rules it invokes (Comprehensive Rules, effective %1)").arg(m_page.rulesEdition->date),
                          f.strong);
        for (const rulesdb::RuleHeadline &rule : m_page.rules) {
            cursor.insertBlock(paragraph(4, 12));
            cursor.insertText(rule.number, f.linked(f.strong, ruleHref(rule.number)));
            cursor.insertText(QStringLiteral("  ") + rule.title, f.body);
        }
    }

    cursor.insertBlock(paragraph(20));
    partStartsHere();
    if (card.rulings.empty()) {
        cursor.insertText(tr("No rulings up to %1.").arg(card.snapshot), f.muted);
    } else {
        cursor.insertText(tr("Rulings (%n)", nullptr, int(card.rulings.size())), f.strong);
        for (const rulesdb::OracleRuling &r : card.rulings) {
            cursor.insertBlock(paragraph(10, 12));
            cursor.insertText(r.date, f.strong);
            cursor.insertText(QStringLiteral("  ·  ") + rulingSource(r.source), f.muted);
            cursor.insertBlock(paragraph(2, 12));
            insertRulingText(cursor, r.text.trimmed(), f, m_page.cardNames.get(), card.name);
        }
    }

    if (!m_page.earlier.empty()) {
        // What the card said before: a judge at a table with an old printing reads why.
        cursor.insertBlock(paragraph(20));
        partStartsHere();
        cursor.insertText(tr("Earlier Oracle text"), f.strong);
        for (const CardWording &w : m_page.earlier) {
            cursor.insertBlock(paragraph(10, 12));
            cursor.insertText(tr("From %1 until %2").arg(w.from, w.until), f.strong);
            for (const rulesdb::CardFace &face : w.faces) {
                if (w.faces.size() > 1) {
                    cursor.insertBlock(paragraph(4, 12));
                    cursor.insertText(face.name + (face.manaCost.isEmpty() ? QString() : QStringLiteral("   ") + face.manaCost),
                                      f.muted);
                }
                for (const QString &line : face.text.split(u'\n', Qt::SkipEmptyParts)) {
                    cursor.insertBlock(paragraph(2, 24));
                    cursor.insertText(line, f.muted);
                }
            }
        }
    }

    if (!card.sets.empty()) {
        cursor.insertBlock(paragraph(20));
        partStartsHere();
        cursor.insertText(tr("Sets") + QStringLiteral("  "), f.strong);
        QStringList named;
        for (const rulesdb::CardSet &s : card.sets) {
            const QString what = s.name.isEmpty() ? s.code : tr("%1 (%2)").arg(s.name, s.code);
            named << (s.released.isEmpty() ? what : tr("%1, %2").arg(what, s.released.left(4)));
        }
        cursor.insertText(named.join(QStringLiteral(" · ")), f.body);
    }
}

} // namespace gui
