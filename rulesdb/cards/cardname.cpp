#include "cardname.h"

#include "text/textfold.h"

#include <algorithm>
#include <vector>

namespace rulesdb {

QString cardNameKey(QStringView name)
{
    // foldWord() does the ICU work (NFKC case folding, accents off) for a whole name as well.
    const QString folded = foldWord(name);
    QString key;
    key.reserve(folded.size());
    for (const QChar c : folded)
        if (c.isLetterOrNumber())
            key += c;
    return key;
}

QStringList namesToIndex(const QString &wholeName, const QStringList &faceNames)
{
    QStringList names{wholeName};
    for (const QString &half : wholeName.split(QStringLiteral(" // "), Qt::SkipEmptyParts))
        names << half.trimmed();
    for (const QString &face : faceNames)
        if (!face.isEmpty())
            names << face;
    names.removeDuplicates();
    return names;
}

int nameDistance(QStringView a, QStringView b, int limit)
{
    if (std::abs(int(a.size()) - int(b.size())) > limit)
        return limit + 1;
    // Optimal string alignment distance over three rows.
    const int n = int(b.size());
    std::vector<int> before(n + 1), previous(n + 1), current(n + 1);
    for (int j = 0; j <= n; ++j)
        previous[j] = j;
    for (int i = 1; i <= int(a.size()); ++i) {
        current[0] = i;
        int rowBest = current[0];
        for (int j = 1; j <= n; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], before[j - 2] + 1);
            rowBest = std::min(rowBest, current[j]);
        }
        if (rowBest > limit)
            return limit + 1;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[n], limit + 1);
}

} // namespace rulesdb
