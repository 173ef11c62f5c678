#include "answerbench.h"

#include "cards/questioncards.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "percentile.h"
#include "search/cardquestion.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <cstdio>

namespace {

constexpr int kShown = 3; // what a judge reads without scrolling
// The reciprocal rank counts an answer down to here (0 below it).
constexpr int kRanked = 10;
// Asked for as many as the app's search panel lists: how many are asked for decides
// whether the search goes on with some of the words, so it changes the first three too.
constexpr int kAsked = 50;

struct Question {
    QString text;
    QStringList answers;
    int line = 0;
};

std::vector<Question> readQuestions(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return {};
    }
    std::vector<Question> out;
    int lineNumber = 0;
    for (const QString &raw : QString::fromUtf8(file.readAll()).split(u'\n')) {
        ++lineNumber;
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList columns = raw.split(u'\t');
        Question q{columns.value(0).trimmed(), {}, lineNumber};
        for (const QString &answer : columns.value(1).split(u'|'))
            if (!answer.trimmed().isEmpty())
                q.answers << answer.trimmed();
        if (columns.size() != 2 || q.text.isEmpty() || q.answers.isEmpty()) {
            *error = QStringLiteral("%1:%2: expected a question, a tab, and its answers separated by \"|\"")
                         .arg(path, QString::number(lineNumber));
            return {};
        }
        out.push_back(std::move(q));
    }
    if (out.empty())
        *error = QStringLiteral("%1: no questions").arg(path);
    return out;
}

} // namespace

QJsonObject measureAnswers(rulesdb::RulesStore &store, const QString &questionsFile, QString *error,
                           bool withMisses)
{
    const std::vector<Question> questions = readQuestions(questionsFile, error);
    if (questions.empty())
        return {};
    const auto edition = store.edition(QString(), QStringLiteral("en"));
    if (!edition) {
        *error = QStringLiteral("no English edition to ask");
        return {};
    }
    rulesdb::SearchOptions options;
    options.editionId = edition->id;
    options.limit = kAsked;
    // The cards a question names are read as the app and the command line read them: the
    // names of every card in the database, once for all questions. A question names cards
    // when that index finds one in it (none without cards: every question is then asked
    // of the rules alone, as before).
    rulesdb::CardStore cards(store);
    const rulesdb::QuestionCards mentions(store, &*edition);
    const rulesdb::KeywordRules keywords(store, *edition);
    struct Tally {
        int asked = 0, top1 = 0, top3 = 0;
        double reciprocal = 0;
        QJsonObject figures() const
        {
            return {{QStringLiteral("questions"), asked},
                    {QStringLiteral("top1"), top1},
                    {QStringLiteral("top3"), top3},
                    {QStringLiteral("mrr"), asked ? reciprocal / double(asked) : 0.0}};
        }
    } all, namingCards, namingCardsAlone;
    std::vector<double> namingCardsMs, aloneMs;
    QJsonArray misses;
    for (const Question &q : questions) {
        QElapsedTimer timer;
        timer.start();
        const rulesdb::CardQuestionAnswer answer =
            rulesdb::searchNamingCards(store, &cards, &mentions, &keywords, q.text, options);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        QStringList got;
        for (const rulesdb::SearchHit &hit : answer.rules)
            if (got.size() < kRanked)
                got << hit.number;
        qsizetype rank = -1;
        for (const QString &answerNumber : q.answers)
            if (const qsizetype at = got.indexOf(answerNumber); at >= 0 && (rank < 0 || at < rank))
                rank = at;
        const bool namesCards = !answer.mentions.empty();
        const auto count = [](Tally &t, qsizetype at) {
            ++t.asked;
            t.top1 += at == 0;
            t.top3 += at >= 0 && at < kShown;
            t.reciprocal += at >= 0 ? 1.0 / double(at + 1) : 0.0;
        };
        count(all, rank);
        if (namesCards) {
            count(namingCards, rank);
            // The same question asked of the rules alone, as before cards were read: what
            // reading them changes.
            QStringList alone;
            QElapsedTimer aloneTimer;
            aloneTimer.start();
            const std::vector<rulesdb::SearchHit> aloneHits = store.search(q.text, options);
            aloneMs.push_back(double(aloneTimer.nsecsElapsed()) / 1e6);
            for (const rulesdb::SearchHit &hit : aloneHits)
                if (alone.size() < kRanked)
                    alone << hit.number;
            qsizetype aloneRank = -1;
            for (const QString &answerNumber : q.answers)
                if (const qsizetype at = alone.indexOf(answerNumber); at >= 0 && (aloneRank < 0 || at < aloneRank))
                    aloneRank = at;
            count(namingCardsAlone, aloneRank);
        }
        if (namesCards)
            namingCardsMs.push_back(ms);
        if (withMisses && (rank < 0 || rank >= kShown)) {
            QStringList named;
            for (const rulesdb::QuestionCard &m : answer.mentions)
                named << m.name;
            QJsonObject miss{{QStringLiteral("question"), q.text},
                             {QStringLiteral("answers"), QJsonArray::fromStringList(q.answers)},
                             {QStringLiteral("got"), QJsonArray::fromStringList(got.mid(0, kShown))},
                             {QStringLiteral("rank"), int(rank + 1)}}; // 0: not among the first ten
            if (!named.isEmpty())
                miss.insert(QStringLiteral("cards"), QJsonArray::fromStringList(named));
            misses.append(miss);
        }
    }
    QJsonObject out = all.figures();
    out.insert(QStringLiteral("edition"), edition->date);
    QJsonObject cardPart = namingCards.figures();
    cardPart.insert(QStringLiteral("ms_p95"), percentile(namingCardsMs, 0.95));
    cardPart.insert(QStringLiteral("ms_median"), percentile(namingCardsMs, 0.5));
    QJsonObject alone = namingCardsAlone.figures();
    alone.insert(QStringLiteral("ms_p95"), percentile(aloneMs, 0.95));
    alone.insert(QStringLiteral("ms_median"), percentile(aloneMs, 0.5));
    cardPart.insert(QStringLiteral("rules_alone"), alone);
    out.insert(QStringLiteral("naming_cards"), cardPart);
    if (withMisses)
        out.insert(QStringLiteral("misses"), misses);
    return out;
}

QJsonObject measureAnswerSets(rulesdb::RulesStore &store, const QString &questionsFile, const QString &heldoutFile,
                              QString *error)
{
    QJsonObject answers = measureAnswers(store, questionsFile, error);
    if (answers.isEmpty())
        return answers;
    QString heldoutError;
    const QJsonObject heldout = measureAnswers(store, heldoutFile, &heldoutError, false);
    if (heldout.isEmpty())
        std::fprintf(stderr, "rulekeeper-bench: held-out questions not asked: %s\n", qPrintable(heldoutError));
    else
        answers.insert(QStringLiteral("heldout"), heldout);
    return answers;
}

namespace {

void printFigures(const char *label, const QJsonObject &answers)
{
    const int n = answers.value(QStringLiteral("questions")).toInt();
    if (n == 0)
        return;
    const auto share = [n](int k) { return 100.0 * k / n; };
    const int top1 = answers.value(QStringLiteral("top1")).toInt(), top3 = answers.value(QStringLiteral("top3")).toInt();
    std::printf("%-21s answer first %d/%d (%.0f%%), in the first three %d/%d (%.0f%%), MRR@%d %.3f, edition %s\n",
                label, top1, n, share(top1), top3, n, share(top3), kRanked,
                answers.value(QStringLiteral("mrr")).toDouble(),
                qPrintable(answers.value(QStringLiteral("edition")).toString()));
}

} // namespace

void printAnswers(const QJsonObject &answers, bool misses)
{
    if (answers.value(QStringLiteral("questions")).toInt() == 0)
        return;
    const auto withCards = [](const char *label, const QJsonObject &set) {
        printFigures(label, set);
        QJsonObject part = set.value(QStringLiteral("naming_cards")).toObject();
        part.insert(QStringLiteral("edition"), set.value(QStringLiteral("edition")));
        if (part.value(QStringLiteral("questions")).toInt() > 0) {
            printFigures("  naming cards", part);
            QJsonObject alone = part.value(QStringLiteral("rules_alone")).toObject();
            alone.insert(QStringLiteral("edition"), set.value(QStringLiteral("edition")));
            printFigures("  the same, cards unread", alone);
            std::printf("  naming cards, searched  median %.2f ms, p95 %.2f ms (cards unread: median %.2f ms, p95 %.2f ms)\n",
                        part.value(QStringLiteral("ms_median")).toDouble(), part.value(QStringLiteral("ms_p95")).toDouble(),
                        alone.value(QStringLiteral("ms_median")).toDouble(), alone.value(QStringLiteral("ms_p95")).toDouble());
        }
    };
    withCards("judge questions", answers);
    withCards("held-out questions", answers.value(QStringLiteral("heldout")).toObject());
    if (!misses)
        return;
    for (const QJsonValue &v : answers.value(QStringLiteral("misses")).toArray()) {
        const QJsonObject m = v.toObject();
        QStringList answersList, got;
        for (const QJsonValue &a : m.value(QStringLiteral("answers")).toArray())
            answersList << a.toString();
        for (const QJsonValue &g : m.value(QStringLiteral("got")).toArray())
            got << g.toString();
        const int rank = m.value(QStringLiteral("rank")).toInt();
        QStringList named;
        for (const QJsonValue &c : m.value(QStringLiteral("cards")).toArray())
            named << c.toString();
        std::printf("  missed: %s%s  (answer %s; got %s%s)\n", qPrintable(m.value(QStringLiteral("question")).toString()),
                    named.isEmpty() ? "" : qPrintable(QStringLiteral(" [cards: %1]").arg(named.join(QStringLiteral("; ")))),
                    qPrintable(answersList.join(QStringLiteral(" | "))), qPrintable(got.join(QStringLiteral(", "))),
                    rank > 0 ? qPrintable(QStringLiteral("; the answer %1th").arg(rank)) : "");
    }
}
