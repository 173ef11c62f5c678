#pragma once
// The links written in the judge's documents, to their own sections and to one another:
//   "(see section 2.2)", "sections 2.2–2.4", "Tardiness (3.1)", "Appendix B" — the
//   document's own; "(MTR section 4.3)", "MTR 2.12", "Refer to section 5.2 of the Magic
//   Tournament Rules", "see the Magic Tournament Rules, section 4.3" — another's;
//   "Comprehensive Rules, rule 103.4", "rule 103.4c" — the CR's; and a document named
//   without a section ("the Magic Tournament Rules", as the CR's 100.6 names it).

#include "document.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace rulesdb {

struct DocumentLink {
    int start = 0;  // the citing words in the text (UTF-16 offsets)
    int length = 0;
    Document target = Document::MTR;
    // The sections (or CR rules) cited, a range expanded ("2.2", "2.3", "2.4"); empty when
    // the words name the document only.
    QStringList numbers;
};

// `home` is the document the text belongs to: a section cited without a document is its
// own. A CR text (home CR) yields only its links to the other documents (its references to
// its own rules are references.h's).
std::vector<DocumentLink> extractDocumentLinks(QStringView text, Document home);

} // namespace rulesdb
