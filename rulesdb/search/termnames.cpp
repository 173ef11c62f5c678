#include "search/termnames.h"

#include <QRegularExpression>

namespace rulesdb {

QStringList glossaryTermNames(const QString &term)
{
    static const QRegularExpression qualifier(QStringLiteral("\\s*\\([^)]*\\)\\s*$"));
    QStringList names{term};
    for (const QString &name : QString(term).remove(qualifier).split(QStringLiteral(", "), Qt::SkipEmptyParts))
        if (!names.contains(name))
            names.append(name);
    return names;
}

} // namespace rulesdb
