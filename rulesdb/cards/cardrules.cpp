#include "cardrules.h"

#include "rulenumber.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>

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

// The names one part of a keyword rule gives the keyword besides its title, as the CR
// writes them: a variant ("Multikicker is a variant of the kicker ability", "“Hexproof from
// [quality]” is a variant …": "Hexproof from"), an older name ("Some older cards were
// printed with the ability “totem armor”"), and a word written with a placeholder before
// it ("“[type]walk,”": any word ending in "walk").
void readOtherNames(const QString &part, QStringList &names, QStringList &endings)
{
    static const QRegularExpression variant(QStringLiteral("^[\"\u201C]?(.+?)[\"\u201D]? is a variant of "));
    static const QRegularExpression placeholder(QStringLiteral("\\s*\\[[^\\]]*\\]"));
    static const QRegularExpression count(QStringLiteral(" N$")); // "Connive N"
    static const QRegularExpression older(QStringLiteral("printed with the ability [\"\u201C]([^\"\u201D]+)[\"\u201D]"));
    static const QRegularExpression ending(QStringLiteral("[\"\u201C]\\[[^\\]]+\\]([a-z]{3,})\\b"));
    const auto add = [&](QString name) {
        name = name.remove(placeholder).remove(count).simplified();
        if (!name.isEmpty() && name.size() <= 40 && !names.contains(name, Qt::CaseInsensitive))
            names << name;
    };
    // Most parts say none of these: a word looked for first spares the patterns.
    // The variant or the older name is the sentence's subject, at its start.
    const QStringView opening = QStringView(part).left(100);
    if (!part.contains(u'[') && !opening.contains(u" variant of ") && !opening.contains(u"printed with the ability"))
        return;
    if (const auto m = variant.match(part); m.hasMatch())
        add(m.captured(1));
    if (const auto m = older.match(part); m.hasMatch())
        add(m.captured(1));
    for (auto it = ending.globalMatch(part); it.hasNext();)
        if (const QString e = it.next().captured(1); !endings.contains(e))
            endings << e;
}

// Any of the names, longest first, as one alternation.
QString alternatives(QStringList names)
{
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (QString &n : names)
        n = QRegularExpression::escape(n);
    return names.join(u'|');
}

} // namespace

KeywordRules::KeywordRules(RulesStore &store, const EditionInfo &crEdition)
{
    // The additional rules read once: the keyword actions (701) and abilities (702) are in
    // them with their parts, and so are the sections on kinds of cards.
    std::vector<RuleHeadline> headlines = store.headlines(crEdition, RuleNumber::parse(QStringLiteral("7")));
    static const QRegularExpression twoInOne(QStringLiteral("^(\\w+) and (\\w+)$")); // "Tap and Untap"
    for (size_t i = 0; i < headlines.size(); ++i) {
        RuleHeadline &headline = headlines[i];
        // A part ("702.33c") is read with its keyword, below: no pattern is tried on it here.
        if (headline.number.isEmpty() || headline.number.back().isLetter())
            continue;
        if (QString kind = kindOfCardsIn(headline); !kind.isEmpty()) {
            m_kinds.push_back({std::move(headline), std::move(kind)});
            continue;
        }
        const QString title = headline.title.trimmed();
        if (!isKeywordRule(headline.number) || title.isEmpty() || title.size() > 40)
            continue;
        Keyword k;
        k.names << title;
        if (const auto m = title.contains(QStringLiteral(" and ")) ? twoInOne.match(title) : QRegularExpressionMatch();
            m.hasMatch())
            k.names << m.captured(1) << m.captured(2);
        // Its parts ("702.33c") follow it.
        for (size_t p = i + 1; p < headlines.size() && headlines[p].number.startsWith(headline.number)
                               && headlines[p].number.size() > headline.number.size()
                               && headlines[p].number.at(headline.number.size()).isLetter();
             ++p)
            readOtherNames(headlines[p].title, k.names, k.endings);
        const bool action = headline.number.startsWith(QStringLiteral("701."));
        // An action is a verb starting a clause: after a line's start, a mark ("• Counter
        // target spell", "Choose one —"), or a word that leads to a verb.
        const QString pattern =
            action ? QStringLiteral("(?:^|[\\n.:;,\u2022\u2014]\\s*|\\b(?:then|may|to|and|or|you|must|can't|cannot)\\s+)"
                                    "((?:%1)(?:s|es|ed|d|[a-z]ed)?)\\b")
                         .arg(alternatives(k.names))
                   : QStringLiteral("\\b(%1)\\b").arg(alternatives(k.names));
        // Compiled on its first match: a card's text holds a few keywords' words, and
        // compiling all 250 patterns took most of a command's time.
        k.pattern = QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
        if (!k.endings.isEmpty())
            k.endingPattern = QRegularExpression(QStringLiteral("\\b([a-z]+(?:%1))\\b").arg(alternatives(k.endings)),
                                                 QRegularExpression::CaseInsensitiveOption);
        k.headline = std::move(headline);
        m_keywords.push_back(std::move(k));
    }
    readAbilityWords(store, crEdition);
}

void KeywordRules::readAbilityWords(RulesStore &store, const EditionInfo &crEdition)
{
    // "Ability Word: See rule 207.2c." — and that rule: "… The ability words are adamant,
    // addendum, …, and will of the council."
    const std::optional<GlossaryEntry> entry = store.glossaryEntry(crEdition, QStringLiteral("Ability Word"));
    if (!entry)
        return;
    static const QRegularExpression cited(QStringLiteral("\\brules? (\\d{3}\\.\\d+[a-z]?)"));
    static const QRegularExpression list(QStringLiteral("The ability words are ([^.]+)\\."));
    const auto number = RuleNumber::parse(cited.match(entry->definition).captured(1));
    if (!number)
        return;
    const std::optional<RuleDetail> rule = store.rule(crEdition, *number);
    const QString listed = rule ? list.match(rule->rule.text).captured(1) : QString();
    if (listed.isEmpty())
        return;
    QStringList words;
    for (QString word : listed.split(u',', Qt::SkipEmptyParts)) {
        word = word.trimmed();
        if (word.startsWith(QStringLiteral("and ")))
            word = word.mid(4);
        if (!word.isEmpty())
            words << word.replace(QChar(0x2019), u'\'');
    }
    if (words.isEmpty())
        return;
    m_abilityWordRule = {rule->rule.number, entry->term};
    // Written before an em dash at the line's start; a curly or straight apostrophe alike.
    m_abilityWord = QRegularExpression(QStringLiteral("^(?:\u2022\\s*)?(%1)\\s*(?:\u2014|$)")
                                           .arg(alternatives(words).replace(QStringLiteral("\\'"), QStringLiteral("['\u2019]"))),
                                       QRegularExpression::CaseInsensitiveOption);
}

bool KeywordRules::mayBeIn(const Keyword &k, const QString &text) const
{
    const auto in = [&](const QString &word) { return text.contains(word, Qt::CaseInsensitive); };
    return std::any_of(k.names.begin(), k.names.end(), in) || std::any_of(k.endings.begin(), k.endings.end(), in);
}

bool KeywordRules::isAnotherKeyword(const QString &word, const Keyword &k) const
{
    // "Planeswalk" (701.31) ends as "[type]walk" does, and is no landwalk.
    return std::any_of(m_keywords.begin(), m_keywords.end(), [&](const Keyword &other) {
        return &other != &k && other.names.contains(word, Qt::CaseInsensitive);
    });
}

std::vector<KeywordSpan> KeywordRules::spansIn(const QString &text) const
{
    const auto reminders = reminderSpans(text);
    const auto inReminder = [&](qsizetype at) {
        return std::any_of(reminders.begin(), reminders.end(), [at](const auto &r) { return at >= r.first && at < r.second; });
    };
    std::vector<KeywordSpan> spans;
    if (!m_abilityWordRule.number.isEmpty())
        if (const auto m = m_abilityWord.match(text); m.hasMatch())
            spans.push_back({m.capturedStart(1), m.capturedLength(1), m_abilityWordRule.number});
    for (const Keyword &k : m_keywords) {
        if (!mayBeIn(k, text))
            continue;
        for (auto it = k.pattern.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            if (!inReminder(m.capturedStart(1)))
                spans.push_back({m.capturedStart(1), m.capturedLength(1), k.headline.number});
        }
        if (k.endings.isEmpty())
            continue;
        for (auto it = k.endingPattern.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            if (!inReminder(m.capturedStart(1)) && !isAnotherKeyword(m.captured(1), k))
                spans.push_back({m.capturedStart(1), m.capturedLength(1), k.headline.number});
        }
    }
    // In order, none inside another ("First strike" and "Double strike" never overlap, but a
    // longer name found where a shorter one was is kept whole).
    std::sort(spans.begin(), spans.end(), [](const KeywordSpan &a, const KeywordSpan &b) {
        return a.start != b.start ? a.start < b.start : a.length > b.length;
    });
    std::vector<KeywordSpan> kept;
    for (const KeywordSpan &s : spans)
        if (kept.empty() || s.start >= kept.back().start + kept.back().length)
            kept.push_back(s);
    return kept;
}

std::vector<RuleHeadline> KeywordRules::invokedBy(const StoredCard &card) const
{
    // The faces' lines and the keywords the source listed ("Swampwalk", "Basic
    // landcycling"), each read as a line of text is.
    QStringList lines;
    for (const CardFace &face : card.faces)
        lines += face.text.split(u'\n', Qt::SkipEmptyParts);
    lines += card.keywords;
    QSet<QString> named;
    for (const QString &line : lines)
        for (const KeywordSpan &span : spansIn(line))
            named.insert(span.number);
    std::vector<RuleHeadline> out;
    if (!m_abilityWordRule.number.isEmpty() && named.contains(m_abilityWordRule.number))
        out.push_back(m_abilityWordRule);
    for (const Keyword &k : m_keywords)
        if (named.contains(k.headline.number))
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
