#pragma once
// Typography that differs between copies of the same words, folded away: curly and
// straight quotes, apostrophes lost ("cant") or turned into "?" by a code page ("don?t"),
// dashes, (TM) and ™, {Tap} and {T}, case. foldTypography() compares whole wordings across
// editions (lineage); foldWord() is one word as full-text search indexes and looks it up
// (see searchtokenizer.h), by the same rules plus accents and compatibility forms.

#include <QString>
#include <QStringView>

namespace rulesdb {

bool isCjk(char16_t c);
bool isApostrophe(char16_t c);
// A "?" that stands for a quote or dash a code page lost: one between two letters
// ("creature?s", "cards?even"). Read as an apostrophe: dropped.
bool isLostQuote(QStringView text, qsizetype i);
// "(TM)", "(tm)", "(R)" or "(r)" at the start of the text: a trademark mark spelled out.
bool isMark(QStringView text);
// 't' or 'q' when the text starts with {Tap} or {Untap} (any case), the older names of
// {T} and {Q}; else 0.
char16_t spelledSymbol(QStringView text);

// The wording with typography folded away: lower case, letters and digits only, words
// separated by one space; (TM), ™, (R), ® dropped (in either case); {Tap} read as {T}; an
// importer's note of a lost table layout (sourcenote.h) dropped. Equal for
// "can't"/"can’t"/"cant", "—"/"-", "_Magic_"/"Magic".
QString foldTypography(QStringView text);

// One word (as ICU splits words) as search matches it: compatibility forms unified (full-
// width letters, ligatures) and case folded (NFKC case folding), accents taken off letters
// ("Junún" → "junun", "Æ" → "ae"), apostrophes and underscores dropped ("can’t" → "cant",
// "_Magic_" → "magic"). Kana keep their voicing marks.
QString foldWord(QStringView word);
// The same into `out`, which is cleared first: no allocation once it has grown (the
// tokenizer folds every word of every text).
void foldWordInto(QStringView word, QString &out);

} // namespace rulesdb
