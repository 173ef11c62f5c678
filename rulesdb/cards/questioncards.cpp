#include "questioncards.h"

#include "cards/carddata.h"
#include "cards/cardname.h"
#include "cards/cardnicknames.h"
#include "cards/cardstore.h"
#include "ruleindex.h"
#include "search/namelist.h"
#include "search/termnames.h"
#include "sqlite.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"

#include <QRegularExpression>
#include <algorithm>
#include <functional>
#include <tuple>

namespace rulesdb {

namespace {

// The longest name judges type runs to eight words ("Asmoranomardicadaistinaculdacar" is
// one; "Circle of Protection: Artifacts" four).
constexpr qsizetype kLongestName = 8;
// A lone word is taken for a card when written as a name is (capitalised inside a
// sentence: "cast Opt") or, at a sentence's start or in lower case, when it is this long and
// no word of the rules ("tarmogoyf", "Spellskite ..."): shorter ones are too often English
// ("flicker my creature", "Leyline in my opening hand", "shock").
constexpr qsizetype kLongWord = 8;
// A capitalised word taken for the start of the one name it starts is at least this long:
// shorter starts are shared by too many names to be one card ("Fire", "Ice").
constexpr qsizetype kShortestPrefix = 5;
// The keys and words remembered across questions, at most (QuestionCards::find()).
constexpr size_t kMostRemembered = 20'000;

// Words a card's name keeps in lower case between capitalised ones ("Ninja of the Deep
// Hours", "Go for the Throat"), so that such a name still reads as written as a name.
bool isSmallWord(const QString &folded)
{
    static const QSet<QString> small{QStringLiteral("a"),   QStringLiteral("an"),   QStringLiteral("and"),
                                     QStringLiteral("as"),  QStringLiteral("at"),   QStringLiteral("by"),
                                     QStringLiteral("for"), QStringLiteral("from"), QStringLiteral("in"),
                                     QStringLiteral("into"), QStringLiteral("of"),  QStringLiteral("on"),
                                     QStringLiteral("or"),  QStringLiteral("the"),  QStringLiteral("to"),
                                     QStringLiteral("with")};
    return small.contains(folded);
}

// One word of the question as typed, without the quotes and punctuation around it.
struct Word {
    qsizetype start = 0;
    qsizetype length = 0;
    QString text;          // without the punctuation around it: "Bogle's"
    QStringList parts;     // folded letters of each hyphen part, possessive off: {"thought","knot","seer"}
    bool capitalised = false;
    bool startsClause = false; // first of the question, or after . ? ! : ;
    bool endsClause = false;
    bool hasLetters() const { return !parts.isEmpty(); }
};

bool isOpening(QChar c)
{
    return c == u'"' || c == u'\'' || c == u'(' || c == u'[' || c == u'{' || c == QChar(0x201C) || c == QChar(0x2018);
}
bool isClosing(QChar c)
{
    return c == u'"' || c == u'\'' || c == u')' || c == u']' || c == u'}' || c == u'.' || c == u',' || c == u'!'
           || c == u'?' || c == u':' || c == u';' || c == QChar(0x201D) || c == QChar(0x2019);
}
bool endsClauseMark(QChar c)
{
    return c == u'.' || c == u'!' || c == u'?' || c == u':' || c == u';';
}

// A title shortened with a full stop ("Dr. Teeth"): the stop ends no sentence.
bool isTitleAbbreviation(QStringView word)
{
    static const QSet<QString> titles{QStringLiteral("dr"), QStringLiteral("mr"), QStringLiteral("mrs"),
                                      QStringLiteral("ms"), QStringLiteral("st")};
    return titles.contains(word.toString().toLower());
}

// Words before a person's name that make it a thing instead: "my Bob", "their Tim" (a player
// is never "my Bob").
bool makesAThing(const QString &folded)
{
    static const QSet<QString> determiners{QStringLiteral("my"),    QStringLiteral("your"),    QStringLiteral("their"),
                                           QStringLiteral("his"),   QStringLiteral("her"),     QStringLiteral("our"),
                                           QStringLiteral("its"),   QStringLiteral("a"),       QStringLiteral("an"),
                                           QStringLiteral("the"),   QStringLiteral("another"), QStringLiteral("opponent"),
                                           QStringLiteral("opponents")};
    return determiners.contains(folded);
}

// "Bogle's" → "Bogle", "Seer’s" → "Seer"; else the word.
QString withoutPossessive(const QString &word)
{
    if (word.size() > 2 && (word.endsWith(QStringLiteral("'s")) || word.endsWith(QStringLiteral("\u2019s"))))
        return word.left(word.size() - 2);
    return word;
}

// A word's letters and digits, folded, the possessive off: as a question's word is keyed.
QString lettersOf(const QString &word)
{
    QString letters;
    for (const QChar c : foldWord(withoutPossessive(word)))
        if (c.isLetterOrNumber())
            letters += c;
    return letters;
}

std::vector<Word> wordsOf(const QString &question)
{
    std::vector<Word> words;
    static const QRegularExpression token(QStringLiteral("\\S+"));
    bool clauseStart = true;
    for (auto it = token.globalMatch(question); it.hasNext();) {
        const auto m = it.next();
        qsizetype from = m.capturedStart(), to = m.capturedEnd();
        while (from < to && isOpening(question[from]))
            ++from;
        bool clauseEnd = false;
        while (to > from && isClosing(question[to - 1]))
            clauseEnd |= endsClauseMark(question[--to]);
        if (clauseEnd && to < m.capturedEnd() && question[to] == u'.' && m.capturedEnd() - to == 1
            && isTitleAbbreviation(QStringView(question).mid(from, to - from)))
            clauseEnd = false;
        Word w;
        w.start = from;
        w.length = to - from;
        w.text = question.mid(from, to - from);
        for (const QString &part : withoutPossessive(w.text).split(u'-', Qt::SkipEmptyParts)) {
            QString letters;
            for (const QChar c : foldWord(part))
                if (c.isLetterOrNumber())
                    letters += c;
            if (!letters.isEmpty() && std::any_of(letters.begin(), letters.end(), [](QChar c) { return c.isLetter(); }))
                w.parts << letters;
        }
        const auto firstLetter = std::find_if(w.text.begin(), w.text.end(), [](QChar c) { return c.isLetter(); });
        w.capitalised = firstLetter != w.text.end() && firstLetter->isUpper();
        w.startsClause = clauseStart;
        w.endsClause = clauseEnd;
        clauseStart = clauseEnd;
        words.push_back(std::move(w));
    }
    return words;
}

} // namespace

QuestionCards::QuestionCards(RulesStore &store, const EditionInfo *crEdition)
    : m_db(store.database()), m_cards(std::make_unique<CardStore>(store)), m_editionId(crEdition ? crEdition->id : 0)
{
    Statement st(m_db, "SELECT EXISTS(SELECT 1 FROM card_names)");
    m_empty = !st.step() || st.int64(0) == 0;
}

QuestionCards::~QuestionCards() = default;

namespace {

// The best of the cards a key names (QuestionCards::Named's rank), read from rows of
// (card id, whole, kind, name).
template <typename Named>
void keepBest(std::optional<Named> &best, Statement &st)
{
    const int rank = (st.integer(1) != 0 ? 0 : 10) + int(cardKindNamed(st.text(2)));
    const Named candidate{st.int64(0), st.text(3), rank};
    if (!best || std::tuple(candidate.rank, candidate.card) < std::tuple(best->rank, best->card))
        best = candidate;
}

// The first key after every key that starts with `key`.
QString pastPrefix(const QString &key)
{
    return key + QChar(0xFFFF);
}

} // namespace

Statement &QuestionCards::statement(std::unique_ptr<Statement> &slot, const char *sql) const
{
    if (!slot)
        slot = std::make_unique<Statement>(m_db, sql);
    return *slot;
}

const QuestionCards::Named *QuestionCards::named(const QString &key) const
{
    auto it = m_names.find(key);
    if (it == m_names.end()) {
        std::optional<Named> best;
        Statement &st = statement(m_byKey, "SELECT n.card_id, n.whole, c.kind, c.name FROM card_names n "
                                           "JOIN cards c ON c.id = n.card_id WHERE n.key = ?1");
        st.bind(1, key);
        while (st.step())
            keepBest(best, st);
        st.reset();
        it = m_names.emplace(key, best).first;
    }
    return it->second ? &*it->second : nullptr;
}

const QuestionCards::Named *QuestionCards::onlyStartingWith(const QString &key) const
{
    // Each key's best card, as named() has it: one card under every key, or none.
    Statement &st = statement(m_byPrefix, "SELECT DISTINCT key FROM card_names WHERE key >= ?1 AND key < ?2 ORDER BY key");
    st.bind(1, key).bind(2, pastPrefix(key));
    QStringList keys;
    while (st.step())
        keys << st.text(0);
    st.reset();
    const Named *only = nullptr;
    for (const QString &k : keys) {
        const Named *card = named(k);
        if (only && card && only->card != card->card)
            return nullptr;
        if (card)
            only = card;
    }
    return only;
}

const QuestionCards::Named *QuestionCards::shortNamed(const QString &key) const
{
    auto it = m_shortNames.find(key);
    if (it == m_shortNames.end()) {
        std::optional<Named> only;
        bool several = false;
        if (!key.isEmpty() && !named(key)) {
            // A legend's whole key starts with its short one ("urborg" → "urborgtombofyawgmoth").
            Statement &st = statement(m_legends, "SELECT DISTINCT c.id, c.name FROM card_names n "
                                                 "JOIN cards c ON c.id = n.card_id "
                                                 "WHERE n.key >= ?1 AND n.key < ?2 AND n.whole AND c.kind = 'paper' "
                                                 "AND instr(c.name, ', ') > 0");
            st.bind(1, key).bind(2, pastPrefix(key));
            while (st.step() && !several) {
                const QString name = st.text(1);
                if (cardNameKey(QStringView(name).left(name.indexOf(QStringLiteral(", ")))) != key)
                    continue;
                several = only && only->card != st.int64(0);
                only = Named{st.int64(0), name, 20};
            }
            st.reset();
        }
        it = m_shortNames.emplace(key, several ? std::nullopt : only).first;
    }
    return it->second ? &*it->second : nullptr;
}

bool QuestionCards::rulesWord(const QString &folded, bool prose) const
{
    if (m_editionId == 0 || folded.isEmpty())
        return false;
    auto it = m_rulesWords.find(folded);
    if (it == m_rulesWords.end()) {
        // The full-text index has every rule's words, folded as the question's are.
        Statement &st = statement(m_ruleWord, "SELECT 1 FROM texts_fts f CROSS JOIN rules r ON r.text_id = f.rowid "
                                              "WHERE texts_fts MATCH ?1 AND r.edition_id = ?2 LIMIT 1");
        st.bind(1, u'"' + folded + u'"').bind(2, m_editionId);
        const bool used = st.step();
        st.reset();
        it = m_rulesWords.insert(folded, used);
    }
    if (!*it || !prose)
        return *it;
    auto inProse = m_proseWords.find(folded);
    if (inProse == m_proseWords.end()) {
        // The rule texts that have the word, until one has it outside its lists of names: a
        // common word is in the first text read, a type's or a card's name ("Moon", "Urza's")
        // in a handful of lists only. A text where the word is not told apart counts as prose.
        Statement &st = statement(m_ruleTexts, "SELECT t.body FROM texts_fts f CROSS JOIN rules r ON r.text_id = f.rowid "
                                               "JOIN texts t ON t.id = f.rowid "
                                               "WHERE texts_fts MATCH ?1 AND r.edition_id = ?2");
        st.bind(1, u'"' + folded + u'"').bind(2, m_editionId);
        bool used = false;
        while (!used && st.step()) {
            const QString body = st.text(0);
            const std::vector<TextSpan> lists = nameListSpans(body);
            bool found = false;
            for (const SearchToken &token : searchTokens(body)) {
                if (lettersOf(token.folded) != folded)
                    continue;
                found = true;
                used = std::none_of(lists.begin(), lists.end(), [&](const TextSpan &list) {
                    return token.start >= list.start && token.end <= list.end;
                });
                if (used)
                    break;
            }
            used = used || !found;
        }
        st.reset();
        inProse = m_proseWords.insert(folded, used);
    }
    return *inProse;
}

bool QuestionCards::termKey(const QString &key) const
{
    if (!m_termKeys) {
        m_termKeys.emplace();
        if (m_editionId != 0) {
            Statement st(m_db, "SELECT term FROM glossary WHERE edition_id = ?1");
            st.bind(1, m_editionId);
            while (st.step()) {
                const QString term = st.text(0);
                for (const QString &name : glossaryTermNames(term))
                    m_termKeys->insert(cardNameKey(name));
            }
            // The titles of the sections and of the rules directly under them ("810.
            // Two-Headed Giant Variant", "702.91 Battle Cry"), and of two words or more at
            // their start: "in Two-Headed Giant can we block together" asks about the variant,
            // not the card of that name. A title is a line that is no sentence.
            Statement titles(m_db, "SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                                   "WHERE r.edition_id = ?1 AND length(t.body) <= 40 "
                                   "AND r.number NOT GLOB '*[a-z]' AND t.body NOT LIKE '%.'");
            titles.bind(1, m_editionId);
            while (titles.step()) {
                const QString title = titles.text(0);
                if (!isKeywordName(title))
                    continue;
                m_termKeys->insert(cardNameKey(title));
                const QStringList words = title.split(u' ', Qt::SkipEmptyParts);
                for (qsizetype n = 2; n < words.size(); ++n)
                    m_termKeys->insert(cardNameKey(words.mid(0, n).join(u' ')));
            }
        }
    }
    return m_termKeys->contains(key);
}

std::vector<QuestionCard> QuestionCards::find(const QString &question) const
{
    std::vector<QuestionCard> out;
    if (m_empty)
        return out;
    // What was read for earlier questions is forgotten past a bound, before this question
    // holds any of it: a session of questions stays small (each brings a few dozen keys).
    if (m_names.size() + m_shortNames.size() + size_t(m_rulesWords.size() + m_proseWords.size()) > kMostRemembered) {
        m_names.clear();
        m_shortNames.clear();
        m_rulesWords.clear();
        m_proseWords.clear();
    }
    const auto add = [&](const Named &card, qsizetype start, qsizetype length) {
        const auto named = std::find_if(out.begin(), out.end(), [&](const QuestionCard &m) { return m.card == card.card; });
        if (named == out.end())
            out.push_back({card.card, card.name, question.mid(start, length), start, length, {}});
        else
            named->again.emplace_back(start, length);
    };

    // [[Name]] is a card whatever its words, found as the card command finds one: by its
    // name, a judges' nickname, the one name starting so, the one name with a later word
    // starting so ("[[bogle]]"), or the one name nearest a misspelling ("[[Tarmogoyff]]").
    QString prose = question;
    std::vector<qsizetype> bracketStarts; // where each [[…]] was: no name in prose runs across one
    static const QRegularExpression bracketed(QStringLiteral("\\[\\[([^\\]]+)\\]\\]"));
    for (auto it = bracketed.globalMatch(question); it.hasNext();) {
        const auto m = it.next();
        const CardLookup lookup = m_cards->find(m.captured(1));
        const Named *card = nullptr;
        if (lookup.card) {
            if (const std::optional<StoredCard> found = m_cards->card(*lookup.card))
                card = named(cardNameKey(found->name));
        } else if (lookup.closest.size() == 1) {
            card = named(cardNameKey(lookup.closest.front()));
        }
        if (card)
            add(*card, m.capturedStart(), m.capturedLength());
        prose.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), u' '));
        bracketStarts.push_back(m.capturedStart());
    }
    const auto bracketBetween = [&](const Word &a, const Word &b) {
        return std::any_of(bracketStarts.begin(), bracketStarts.end(),
                           [&](qsizetype at) { return at >= a.start + a.length && at < b.start; });
    };

    const std::vector<Word> words = wordsOf(prose);
    const auto writtenAsName = [&](size_t from, size_t to) {
        for (size_t k = from; k <= to; ++k) {
            const Word &w = words[k];
            if (!w.hasLetters() || w.capitalised)
                continue;
            if (k == from || k == to || w.parts.size() != 1 || !isSmallWord(w.parts.front()))
                return false;
        }
        return words[from].hasLetters() && words[to].hasLetters();
    };
    const auto knownToRules = [&](const Word &w) {
        return std::all_of(w.parts.begin(), w.parts.end(), [&](const QString &p) { return rulesWord(p); });
    };
    // Said by the rules themselves, not only named in one of their lists ("Moon" is a planar
    // type, "Urza's" a land type, "Goblin" a creature type: "blood moon", "goblin guide").
    const auto knownToProse = [&](const Word &w) {
        return std::all_of(w.parts.begin(), w.parts.end(), [&](const QString &p) { return rulesWord(p, true); });
    };
    // Whether words i..j, a judges' nickname, name its card in this question: what else the
    // nickname can be decides (cardnicknames.h; the data file says why for each).
    const auto readAsNickname = [&](const CardNickname &nickname, size_t i, size_t j) {
        const auto capitalisedWord = [&](size_t k) {
            // "I" is always capitalised, and a sentence's first word: neither is written as a name.
            return words[k].hasLetters() && words[k].capitalised && !words[k].startsClause && words[k].text != u"I";
        };
        switch (nickname.inQuestions) {
        case NicknameInQuestions::Coined:
            return true;
        case NicknameInQuestions::Word:
            // Written as a name: capitalised inside a sentence, and not part of a longer run of
            // capitalised words, which would be some other name ("Elder Dragon Highlander").
            return writtenAsName(i, j) && !words[i].startsClause && (i == 0 || !capitalisedWord(i - 1))
                   && (j + 1 >= words.size() || !capitalisedWord(j + 1));
        case NicknameInQuestions::FirstName: {
            // A player's name is capitalised: in lower case it is the card; capitalised, only
            // after a word that makes it a thing.
            const bool lower = std::none_of(words.begin() + qsizetype(i), words.begin() + qsizetype(j) + 1,
                                            [](const Word &w) { return w.capitalised; });
            const bool afterAThing = i > 0 && !words[i].startsClause && words[i - 1].parts.size() == 1
                                     && makesAThing(words[i - 1].parts.front());
            return lower || afterAThing;
        }
        case NicknameInQuestions::Never:
            break;
        }
        return false;
    };
    // Words i..j, or words around them in the same clause, are a term of the rules' glossary
    // ("Two-Headed Giant", "Mana Burn" with Turn // Burn's half in it): the rules' term, not a
    // card, as a judge copies it from the glossary.
    const auto inATerm = [&](size_t i, size_t j) {
        constexpr size_t kAround = 3;
        for (size_t from = i >= kAround ? i - kAround : 0; from <= i; ++from) {
            if (from < i && words[from].endsClause)
                continue;
            QString typed;
            for (size_t k = from; k < j; ++k)
                typed += words[k].text + u' ';
            for (size_t to = j; to < words.size() && to <= j + kAround; ++to) {
                typed += withoutPossessive(words[to].text) + u' ';
                if (termKey(cardNameKey(typed)))
                    return true;
                typed.chop(withoutPossessive(words[to].text).size() + 1);
                typed += words[to].text + u' ';
                if (words[to].endsClause || (to + 1 < words.size() && bracketBetween(words[to], words[to + 1])))
                    break;
            }
        }
        return false;
    };
    for (size_t i = 0; i < words.size(); ++i) {
        if (!words[i].hasLetters())
            continue;
        size_t last = i;
        while (last + 1 < words.size() && qsizetype(last + 1 - i) < kLongestName && !words[last].endsClause
               && !bracketBetween(words[last], words[last + 1]))
            ++last;
        for (size_t j = last + 1; j-- > i;) {
            // A name ends on a word of it: "goyf -" is "goyf".
            if (!words[j].hasLetters())
                continue;
            QString typed, bare;
            for (size_t k = i; k <= j; ++k) {
                typed += words[k].text + u' ';
                bare += (k == j ? withoutPossessive(words[k].text) : words[k].text) + u' ';
            }
            const QString key = cardNameKey(typed), bareKey = cardNameKey(bare);
            const Named *card = named(key);
            if (!card)
                card = named(bareKey);
            // Several of one card: "two Tarmogoyfs", "both Lightning Bolts" (a name ending in
            // s is found whole above: "Llanowar Elves").
            if (!card && bareKey.size() > 3 && bareKey.endsWith(u's') && !bareKey.endsWith(QStringLiteral("ss"))
                && withoutPossessive(words[j].text).endsWith(u's'))
                card = named(bareKey.chopped(1));
            // A card's own name wins; then a judges' nickname ("goyf", "goyf's"), its card when
            // the database holds it, as the name index reads them. Where the nickname is read
            // as something else, the words are read as any others.
            if (!card) {
                const CardNickname *nickname = cardNicknameKeyed(key);
                if (!nickname)
                    nickname = cardNicknameKeyed(bareKey);
                const Named *itsCard = nickname ? named(cardNameKey(nickname->card)) : nullptr;
                if (itsCard && readAsNickname(*nickname, i, j) && !inATerm(i, j)) {
                    add(*itsCard, words[i].start, words[j].start + words[j].length - words[i].start);
                    i = j;
                    break;
                }
            }
            const bool asName = writtenAsName(i, j);
            if (!card && asName)
                card = shortNamed(bareKey);
            // One capitalised word that starts one card's name and no other, as judges
            // shorten a name ("I Snapcaster my Force of Will"), as a bracketed one is found.
            if (!card && i == j && words[i].capitalised && !words[i].startsClause && words[i].parts.size() == 1
                && bareKey.size() >= kShortestPrefix && !knownToRules(words[i]))
                card = onlyStartingWith(bareKey);
            if (!card)
                continue;
            // A split card's two names joined as its name joins them ("fire//ice") are no prose.
            bool taken = typed.contains(QStringLiteral("//"));
            if (i == j) {
                // One word: never one the rules use ("Fight", "Time", "Forest"); else
                // capitalised inside a sentence ("cast Opt"), or long and strange enough to
                // be no English word of the question ("tarmogoyf").
                const Word &w = words[i];
                taken = taken
                        || (!knownToRules(w) && w.parts.size() == 1
                            && ((w.capitalised && !w.startsClause) || bareKey.size() >= kLongWord));
            } else {
                // Several words: written as a name ("Time Stop", "Ninja of the Deep Hours"),
                // or holding a word the rules never say ("dark ritual", "slippery bogle";
                // "blood moon", whose "Moon" the rules only list among the planar types).
                taken = taken || asName
                        || std::any_of(words.begin() + qsizetype(i), words.begin() + qsizetype(j) + 1, [&](const Word &w) {
                               return w.hasLetters() && !knownToProse(w)
                                      && !(w.parts.size() == 1 && isSmallWord(w.parts.front()));
                           });
            }
            if (!taken || inATerm(i, j))
                continue;
            add(*card, words[i].start, words[j].start + words[j].length - words[i].start);
            i = j;
            break;
        }
    }
    std::sort(out.begin(), out.end(), [](const QuestionCard &a, const QuestionCard &b) { return a.start < b.start; });
    return out;
}

QString QuestionCards::withoutNames(const QString &question, const std::vector<QuestionCard> &mentions)
{
    std::vector<std::pair<qsizetype, qsizetype>> spans;
    for (const QuestionCard &m : mentions) {
        spans.emplace_back(m.start, m.length);
        spans.insert(spans.end(), m.again.begin(), m.again.end());
    }
    // From the last, so that the places before it stay where they are.
    std::sort(spans.begin(), spans.end(), std::greater<>());
    QString out = question;
    for (const auto &[start, length] : spans)
        out.replace(start, length, QStringLiteral(" "));
    return out.simplified();
}

} // namespace rulesdb
