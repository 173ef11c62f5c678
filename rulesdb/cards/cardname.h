#pragma once
// Card names as people type them: one key per name with case, accents, apostrophes,
// commas, hyphens and spaces folded away, so that "lim dul s vault", "Lim-Dûl's Vault" and
// "LIMDULS VAULT" are one key; and the distance between two keys, for "did you mean".

#include <QString>
#include <QStringList>
#include <QStringView>

namespace rulesdb {

// Letters and digits only, case-folded, accents off (ICU, as search folds words):
// "Lim-Dûl's Vault" → "limdulsvault", "Æther Vial" → "aethervial".
QString cardNameKey(QStringView name);

// The names a card is found by: its whole name, each half of "Fire // Ice", and each
// face's own name ("Insectile Aberration"), without repeats.
QStringList namesToIndex(const QString &wholeName, const QStringList &faceNames);

// Edit distance (insertions, deletions, substitutions, and two letters swapped), stopping
// once it is over `limit`: then limit + 1.
int nameDistance(QStringView a, QStringView b, int limit);

} // namespace rulesdb
