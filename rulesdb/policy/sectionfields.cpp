#include "policy/sectionfields.h"

#include "search/judgewords.h"
#include "text/textfold.h"
#include "text/wordstem.h"

namespace rulesdb::sectionwords {

namespace {

// The past forms a judge describes a player's action in ("drew an extra card", "saw the
// top card"): English grammar, not vocabulary, which the stems below cannot reach.
QString presentOf(const QString &word)
{
    static const QHash<QString, QString> past = {
        {QStringLiteral("drew"), QStringLiteral("draw")},   {QStringLiteral("drawn"), QStringLiteral("draw")},
        {QStringLiteral("saw"), QStringLiteral("see")},     {QStringLiteral("seen"), QStringLiteral("see")},
        {QStringLiteral("took"), QStringLiteral("take")},   {QStringLiteral("taken"), QStringLiteral("take")},
        {QStringLiteral("forgot"), QStringLiteral("forget")}, {QStringLiteral("forgotten"), QStringLiteral("forget")},
        {QStringLiteral("gave"), QStringLiteral("give")},   {QStringLiteral("given"), QStringLiteral("give")},
        {QStringLiteral("dealt"), QStringLiteral("deal")},  {QStringLiteral("left"), QStringLiteral("leave")},
        {QStringLiteral("chose"), QStringLiteral("choose")}, {QStringLiteral("chosen"), QStringLiteral("choose")},
        {QStringLiteral("made"), QStringLiteral("make")},   {QStringLiteral("told"), QStringLiteral("tell")},
        {QStringLiteral("said"), QStringLiteral("say")},    {QStringLiteral("paid"), QStringLiteral("pay")},
    };
    return past.value(word, word);
}

Field fieldOf(QString label, QString text, FieldKind kind, QHash<QStringView, QString> &known, bool read)
{
    Field f{std::move(label), std::move(text), kind, {}, 0, {}};
    if (!read)
        return f;
    forEachTerm(
        f.text, false,
        [&f](qsizetype start, qsizetype end, QString term) {
            ++f.counts[term];
            f.words.push_back({start, end, std::move(term)});
        },
        &known);
    f.length = int(f.words.size());
    return f;
}

} // namespace

QString termOf(QStringView written, bool dropFunctionWords)
{
    QString word = presentOf(singular(foldWord(written)));
    if (word.isEmpty() || (dropFunctionWords && (isFunctionWord(word) || isQuestionWord(word))))
        return {};
    if (const WordStem stem = wordStem(word); !stem.prefix.isEmpty())
        word = stem.prefix;
    return word;
}

std::vector<Field> fieldsOf(const SectionEntry &s, QHash<QStringView, QString> &known, int wordsOf)
{
    std::vector<Field> fields;
    fields.reserve(3 + s.parts.size());
    const auto read = [&] { return wordsOf < 0 || int(fields.size()) == wordsOf; };
    fields.push_back(fieldOf({}, s.title + (s.category.isEmpty() ? QString() : u' ' + s.category), FieldKind::Title, known,
                             read()));
    if (!s.penalty.isEmpty())
        fields.push_back(fieldOf({}, s.penalty + QStringLiteral(" penalty infraction"), FieldKind::Penalty, known, read()));
    fields.push_back(fieldOf({}, s.text, FieldKind::Text, known, read()));
    for (const SectionPart &p : s.parts)
        fields.push_back(fieldOf(p.label, p.text,
                                 p.label.startsWith(QLatin1StringView("Example")) ? FieldKind::Example : FieldKind::Part,
                                 known, read()));
    return fields;
}

} // namespace rulesdb::sectionwords
