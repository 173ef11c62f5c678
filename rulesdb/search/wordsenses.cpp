#include "search/wordsenses.h"

#include "sqlite.h"
#include "text/wordstem.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace rulesdb {

namespace {

// Far above any weight learnWordSenses() writes (log(texts / texts with the word)).
constexpr double kMostWeight = 1e6;

bool isWordChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '+' || u == '/' || u == '-';
}

bool isLetter(QChar c)
{
    return c.unicode() >= 'a' && c.unicode() <= 'z';
}

bool allDigits(const QString &w)
{
    return std::all_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
}

} // namespace

namespace {

// One word of a text as senseWords() reads it; empty when it is left out.
QString senseOfWord(QString w)
{
    if (w.endsWith(QLatin1StringView("'s")))
        w.chop(2); // "opponent's" is about the opponent
    // A letter alone ("creature(s)") says nothing, but X, the number a player chooses.
    if ((w.size() == 1 && w != u"x") || w.isEmpty() || isFunctionWord(w) || isQuestionWord(w) || allDigits(w))
        return {};
    // A word's family as search reads it (wordstem.h): "blocked", "blocks", "blocking".
    const WordStem stem = wordStem(w);
    return stem.prefix.isEmpty() ? w : stem.prefix;
}

} // namespace

QStringList senseWords(QStringView text, QHash<QString, QString> *read)
{
    QString lower = text.toString().toLower();
    lower.replace(QChar(0x2019), u'\'');
    QStringList out;
    const qsizetype n = lower.size();
    qsizetype i = 0;
    while (i < n) {
        if (!isWordChar(lower[i])) {
            ++i;
            continue;
        }
        const qsizetype start = i;
        while (i < n && isWordChar(lower[i]))
            ++i;
        // One apostrophe and the letters after it belong to the word ("opponent's", "can't").
        if (i + 1 < n && lower[i] == u'\'' && isLetter(lower[i + 1])) {
            ++i;
            while (i < n && isLetter(lower[i]))
                ++i;
        }
        const QString w = lower.mid(start, i - start);
        QString sense;
        if (!read) {
            sense = senseOfWord(w);
        } else if (const auto it = read->constFind(w); it != read->cend()) {
            sense = *it;
        } else {
            sense = senseOfWord(w);
            read->insert(w, sense);
        }
        if (!sense.isEmpty())
            out << sense;
    }
    return out;
}

WordSenses::WordSenses(Database &db) : m_db(db)
{
    // A database of before the senses, or one whose full-text index is not yet rebuilt,
    // has no such table: its search goes on without them.
    if (db.queryInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'word_senses'") == 0)
        return;
    m_lookup = std::make_unique<Statement>(db, "SELECT word, weight, vector FROM word_senses "
                                               "WHERE word IN (SELECT value FROM json_each(?1))");
    m_known = db.queryInt("SELECT EXISTS (SELECT 1 FROM word_senses)") != 0;
}

WordSenses::~WordSenses() = default;

void WordSenses::read(const QStringList &words)
{
    // The words not yet read, in one statement: a statement per word took a read lock of
    // the file each, which cost more than the reading.
    QJsonArray wanted;
    for (const QString &w : words)
        if (!m_words.contains(w)) {
            m_words.insert(w, Word{}); // not learnt, unless read below
            wanted.append(w);
        }
    if (wanted.isEmpty())
        return;
    m_lookup->bind(1, QString::fromUtf8(QJsonDocument(wanted).toJson(QJsonDocument::Compact)));
    while (m_lookup->step()) {
        // A weight no import writes (a damaged or crafted file) leaves the word unknown: an
        // import's are the logarithm of a count of texts, a few units at most.
        const double weight = m_lookup->real(1);
        if (!std::isfinite(weight) || std::abs(weight) > kMostWeight)
            continue;
        Word &entry = m_words[m_lookup->text(0)];
        entry.weight = float(weight);
        // Stored as one signed byte per direction, the unit vector times 127.
        const QByteArray bytes = m_lookup->blob(2);
        entry.vec.resize(size_t(bytes.size()));
        for (qsizetype i = 0; i < bytes.size(); ++i)
            entry.vec[size_t(i)] = float(static_cast<signed char>(bytes[i])) / 127.0f;
    }
    m_lookup->reset();
}

std::vector<float> WordSenses::meaningOf(QStringView text)
{
    return meaningsOf({text.toString()}).front();
}

std::vector<std::vector<float>> WordSenses::meaningsOf(const QStringList &texts)
{
    std::vector<std::vector<float>> out(size_t(texts.size()));
    if (!m_known)
        return out;
    std::vector<QStringList> wordsOf;
    QStringList all;
    for (const QString &text : texts) {
        wordsOf.push_back(senseWords(text, &m_read));
        all += wordsOf.back();
    }
    read(all);
    for (size_t t = 0; t < wordsOf.size(); ++t) {
        std::vector<float> &sum = out[t];
        for (const QString &w : wordsOf[t]) {
            const Word &known = m_words[w];
            if (known.vec.empty())
                continue;
            if (sum.empty())
                sum.assign(known.vec.size(), 0.0f);
            if (known.vec.size() != sum.size())
                continue; // a damaged row: the other words still say what the text means
            for (size_t i = 0; i < sum.size(); ++i)
                sum[i] += known.weight * known.vec[i];
        }
        double norm = 0;
        for (float x : sum)
            norm += double(x) * x;
        if (norm <= 0) {
            sum.clear();
            continue;
        }
        const float scale = float(1.0 / std::sqrt(norm));
        for (float &x : sum)
            x *= scale;
    }
    return out;
}

double WordSenses::likeness(const std::vector<float> &a, const std::vector<float> &b)
{
    if (a.empty() || a.size() != b.size())
        return 0;
    double dot = 0;
    for (size_t i = 0; i < a.size(); ++i)
        dot += double(a[i]) * b[i];
    return dot;
}

} // namespace rulesdb
