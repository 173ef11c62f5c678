// The policy documents' text shapes: the PDF text dumps and the old plain-text rules.
#include "fuzzsupport.h"
#include "policy/pdftextdump.h"
#include "policy/plaintextrules.h"
#include "policy/policyedition.h"

using namespace importers::policy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)recognisesPdfTextDump(text);
    (void)recognisesPlainTextRules(text);
    fuzz::refusedOnlyByImportError([&] { fuzz::checkPolicyEdition(editionFromPolicy(readPdfTextDump(text, QStringLiteral("fuzz.txt")))); });
    fuzz::refusedOnlyByImportError([&] { fuzz::checkPolicyEdition(editionFromPolicy(readPlainTextRules(text, QStringLiteral("fuzz.txt")))); });
    return 0;
}
