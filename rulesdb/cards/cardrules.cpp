#include "cardrules.h"

#include "rulenumber.h"

#include <QRegularExpression>

namespace rulesdb {

namespace {

// "702.19" (a keyword's own rule), not "702.19a" (a paragraph of it) nor "702." itself.
bool isKeywordRule(const QString &number)
{
    static const QRegularExpression rule(QStringLiteral("^70[12]\\.\\d+$"));
    return rule.match(number).hasMatch();
}

// "709." (a section of the additional rules) titled "… Cards": the kind it names, folded
// ("Double-Faced Cards": "double-faced"); empty for any other.
QString kindOfCardsIn(const RuleHeadline &headline)
{
    static const QRegularExpression section(QStringLiteral("^7\\d\\d\\.$"));
    static const QRegularExpression title(QStringLiteral("^(\\S+) Cards$"));
    const auto m = title.match(headline.title.trimmed());
    return section.match(headline.number).hasMatch() && m.hasMatch() ? m.captured(1).toLower() : QString();
}

// The kind of card a layout is, in the rules' word for it. The files name layouts their own
// way (MTGJSON's and Scryfall's "transform", "modal_dfc"): these are the CR's double-faced
// cards (712); a layout not named here is its own word ("split", "adventure", "saga").
QString kindOfLayout(const QString &layout)
{
    static const QStringList doubleFaced{QStringLiteral("transform"), QStringLiteral("modal_dfc"),
                                         QStringLiteral("meld"), QStringLiteral("reversible_card"),
                                         QStringLiteral("double_faced_token"), QStringLiteral("double_faced")};
    const QString folded = layout.trimmed().toLower();
    return doubleFaced.contains(folded) ? QStringLiteral("double-faced") : folded;
}

QString withoutReminderText(const QString &text)
{
    static const QRegularExpression reminder(QStringLiteral("\\([^)]*\\)"));
    return QString(text).remove(reminder);
}

} // namespace

KeywordRules::KeywordRules(RulesStore &store, const EditionInfo &crEdition)
{
    // The additional rules read once: the keyword actions (701) and abilities (702) are in
    // them, and so are the sections on kinds of cards.
    for (RuleHeadline &headline : store.headlines(crEdition, RuleNumber::parse(QStringLiteral("7")))) {
        if (QString kind = kindOfCardsIn(headline); !kind.isEmpty()) {
            m_kinds.push_back({std::move(headline), std::move(kind)});
            continue;
        }
        const QString title = headline.title.trimmed();
        if (!isKeywordRule(headline.number) || title.isEmpty() || title.size() > 40)
            continue;
        const bool action = headline.number.startsWith(QStringLiteral("701."));
        const QString name = QRegularExpression::escape(title);
        const QString pattern =
            action ? QStringLiteral("(?:^|[\\n.:;,]\\s*|\\b(?:then|may|to|and|or|you|must|can't|cannot)\\s+)%1(?:s|es|ed|d)?\\b")
                         .arg(name)
                   : QStringLiteral("\\b%1\\b").arg(name);
        // Compiled on its first match: a card's text holds a few keywords' words, and
        // compiling all 250 patterns took most of a command's time.
        m_keywords.push_back({std::move(headline), title, QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption)});
    }
}

std::vector<RuleHeadline> KeywordRules::invokedBy(const StoredCard &card) const
{
    QString words;
    for (const CardFace &face : card.faces)
        words += withoutReminderText(face.text) + u'\n';
    std::vector<RuleHeadline> out;
    for (const Keyword &k : m_keywords)
        if (card.keywords.contains(k.title, Qt::CaseInsensitive)
            || (words.contains(k.title, Qt::CaseInsensitive) && k.pattern.match(words).hasMatch()))
            out.push_back(k.headline);
    // "adventure" is the kind "Adventurer Cards" names; a layout shorter than a word of the
    // rules is none of them ("normal", "token").
    if (const QString layout = kindOfLayout(card.layout); layout.size() >= 4)
        for (const KindOfCard &k : m_kinds)
            if (k.kind.startsWith(layout) || layout.startsWith(k.kind)) {
                out.push_back(k.headline);
                break;
            }
    return out;
}

std::vector<RuleHeadline> rulesInvokedBy(RulesStore &store, const EditionInfo &crEdition, const StoredCard &card)
{
    return KeywordRules(store, crEdition).invokedBy(card);
}

} // namespace rulesdb
