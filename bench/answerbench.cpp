#include "answerbench.h"

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
    int top1 = 0, top3 = 0;
    double reciprocal = 0;
    QJsonArray misses;
    for (const Question &q : questions) {
        QStringList got;
        for (const rulesdb::SearchHit &hit : store.search(q.text, options))
            if (got.size() < kRanked)
                got << hit.number;
        qsizetype rank = -1;
        for (const QString &answer : q.answers)
            if (const qsizetype at = got.indexOf(answer); at >= 0 && (rank < 0 || at < rank))
                rank = at;
        top1 += rank == 0;
        top3 += rank >= 0 && rank < kShown;
        reciprocal += rank >= 0 ? 1.0 / double(rank + 1) : 0.0;
        if (withMisses && (rank < 0 || rank >= kShown))
            misses.append(QJsonObject{{QStringLiteral("question"), q.text},
                                      {QStringLiteral("answers"), QJsonArray::fromStringList(q.answers)},
                                      {QStringLiteral("got"), QJsonArray::fromStringList(got.mid(0, kShown))},
                                      {QStringLiteral("rank"), int(rank + 1)}}); // 0: not among the first ten
    }
    QJsonObject out{{QStringLiteral("edition"), edition->date},
                    {QStringLiteral("questions"), int(questions.size())},
                    {QStringLiteral("top1"), top1},
                    {QStringLiteral("top3"), top3},
                    {QStringLiteral("mrr"), reciprocal / double(questions.size())}};
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
    printFigures("judge questions", answers);
    printFigures("held-out questions", answers.value(QStringLiteral("heldout")).toObject());
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
        std::printf("  missed: %s  (answer %s; got %s%s)\n", qPrintable(m.value(QStringLiteral("question")).toString()),
                    qPrintable(answersList.join(QStringLiteral(" | "))), qPrintable(got.join(QStringLiteral(", "))),
                    rank > 0 ? qPrintable(QStringLiteral("; the answer %1th").arg(rank)) : "");
    }
}
