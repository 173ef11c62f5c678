#include "questioncards.h"

#include "cards/carddata.h"
#include "cards/cardname.h"
#include "sqlite.h"
#include "text/textfold.h"

#include <QRegularExpression>
#include <algorithm>

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

// "Bogle's" → "Bogle", "Seer’s" → "Seer"; else the word.
QString withoutPossessive(const QString &word)
{
    if (word.size() > 2 && (word.endsWith(QStringLiteral("'s")) || word.endsWith(QStringLiteral("\u2019s"))))
        return word.left(word.size() - 2);
    return word;
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
{
    Database &db = store.database();
    {
        Statement st(db, "SELECT n.key, n.card_id, n.whole, c.kind, c.name FROM card_names n "
                         "JOIN cards c ON c.id = n.card_id");
        while (st.step()) {
            const int rank = (st.integer(2) != 0 ? 0 : 10) + int(cardKindNamed(st.text(3)));
            const Named candidate{st.int64(1), st.text(4), rank};
            auto it = m_names.find(st.text(0));
            if (it == m_names.end())
                m_names.insert(st.text(0), candidate);
            else if (std::tuple(candidate.rank, candidate.card) < std::tuple(it->rank, it->card))
                *it = candidate;
        }
    }
    // Judges call a legend by its name before the comma ("Urborg", "Thalia"): such a short
    // name stands for the card when one paper card has it and it is no card's name itself.
    {
        QHash<QString, QList<Named>> shortNames;
        Statement st(db, "SELECT id, name FROM cards WHERE kind = 'paper' AND instr(name, ', ') > 0");
        while (st.step()) {
            const QString name = st.text(1);
            const QString key = cardNameKey(QStringView(name).left(name.indexOf(QStringLiteral(", "))));
            if (!key.isEmpty() && !m_names.contains(key))
                shortNames[key].append(Named{st.int64(0), name, 20});
        }
        for (auto it = shortNames.cbegin(); it != shortNames.cend(); ++it)
            if (it->size() == 1)
                m_shortNames.insert(it.key(), it->front());
    }
    if (!crEdition || m_names.isEmpty())
        return;
    Statement st(db, "SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id WHERE r.edition_id = ?1");
    st.bind(1, crEdition->id);
    while (st.step())
        for (const QString &word : foldWord(st.text(0)).split(QRegularExpression(QStringLiteral("[^\\w]+")),
                                                               Qt::SkipEmptyParts))
            m_rulesWords.insert(word);
}

const QuestionCards::Named *QuestionCards::named(const QString &key) const
{
    if (const auto it = m_names.constFind(key); it != m_names.cend())
        return &*it;
    return nullptr;
}

std::vector<QuestionCard> QuestionCards::find(const QString &question) const
{
    std::vector<QuestionCard> out;
    if (m_names.isEmpty())
        return out;
    const auto add = [&](const Named &card, qsizetype start, qsizetype length) {
        if (std::none_of(out.begin(), out.end(), [&](const QuestionCard &m) { return m.card == card.card; }))
            out.push_back({card.card, card.name, question.mid(start, length), start, length});
    };

    // [[Name]] is a card whatever its words, found as the card command finds one: by its
    // name, else by the one name starting so.
    QString prose = question;
    static const QRegularExpression bracketed(QStringLiteral("\\[\\[([^\\]]+)\\]\\]"));
    for (auto it = bracketed.globalMatch(question); it.hasNext();) {
        const auto m = it.next();
        const QString key = cardNameKey(m.captured(1));
        const Named *card = named(key);
        if (!card && !key.isEmpty()) {
            const Named *only = nullptr;
            bool several = false;
            for (auto n = m_names.cbegin(); n != m_names.cend() && !several; ++n)
                if (n.key().startsWith(key)) {
                    several = only && only->card != n->card;
                    only = &*n;
                }
            card = several ? nullptr : only;
        }
        if (card)
            add(*card, m.capturedStart(), m.capturedLength());
        prose.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), u' '));
    }

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
    for (size_t i = 0; i < words.size(); ++i) {
        if (!words[i].hasLetters())
            continue;
        size_t last = i;
        while (last + 1 < words.size() && qsizetype(last + 1 - i) < kLongestName && !words[last].endsClause)
            ++last;
        for (size_t j = last + 1; j-- > i;) {
            QString typed, bare;
            for (size_t k = i; k <= j; ++k) {
                typed += words[k].text + u' ';
                bare += (k == j ? withoutPossessive(words[k].text) : words[k].text) + u' ';
            }
            const QString key = cardNameKey(typed), bareKey = cardNameKey(bare);
            const Named *card = named(key);
            if (!card)
                card = named(bareKey);
            const bool asName = writtenAsName(i, j);
            if (!card && asName)
                if (const auto it = m_shortNames.constFind(bareKey); it != m_shortNames.cend())
                    card = &*it;
            if (!card)
                continue;
            bool taken = false;
            if (i == j) {
                // One word: never one the rules use ("Fight", "Time", "Forest"); else
                // capitalised inside a sentence ("cast Opt"), or long and strange enough to
                // be no English word of the question ("tarmogoyf").
                const Word &w = words[i];
                taken = !knownToRules(w) && w.parts.size() == 1
                        && ((w.capitalised && !w.startsClause) || bareKey.size() >= kLongWord);
            } else {
                // Several words: written as a name ("Time Stop", "Ninja of the Deep Hours"),
                // or holding a word the rules never use ("dark ritual", "slippery bogle").
                taken = asName || std::any_of(words.begin() + qsizetype(i), words.begin() + qsizetype(j) + 1,
                                              [&](const Word &w) {
                                                  return w.hasLetters() && !knownToRules(w)
                                                         && !(w.parts.size() == 1 && isSmallWord(w.parts.front()));
                                              });
            }
            if (!taken)
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
    QString out = question;
    for (auto it = mentions.rbegin(); it != mentions.rend(); ++it)
        out.replace(it->start, it->length, QStringLiteral(" "));
    return out.simplified();
}

} // namespace rulesdb
