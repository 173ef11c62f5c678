#include "crterms.h"

#include "rulenumber.h"

#include <QRegularExpression>

namespace rulesdb {

QSet<QString> crTermsOf(RulesStore &store, const EditionInfo &edition)
{
    QSet<QString> terms;
    // A glossary term and the words it starts with: "Two-Headed Giant Variant" is the term
    // the rules write as "a Two-Headed Giant game".
    for (const QString &term : store.glossaryTerms(edition)) {
        const QStringList words = term.simplified().split(u' ');
        for (qsizetype n = 1; n <= words.size(); ++n)
            terms.insert(words.mid(0, n).join(u' '));
    }
    // The types: every capitalised word of 205's rules (their lists of subtypes among them).
    static const QRegularExpression capitalised(QStringLiteral("\\b\\p{Lu}[\\p{L}’'-]*"));
    if (const auto number = RuleNumber::parse(QStringLiteral("205")))
        if (const auto types = store.rule(edition, *number)) {
            QString text = types->rule.text;
            for (const RuleText &sub : types->subrules)
                text += u'\n' + sub.text;
            for (auto it = capitalised.globalMatch(text); it.hasNext();)
                terms.insert(it.next().captured());
        }
    for (const char *section : {"701", "702"})
        if (const auto number = RuleNumber::parse(QString::fromLatin1(section)))
            for (const RuleHeadline &h : store.headlines(edition, *number)) {
                const QString title = h.title.trimmed();
                if (!title.isEmpty() && !title.contains(u' '))
                    terms.insert(title);
            }
    return terms;
}

} // namespace rulesdb
