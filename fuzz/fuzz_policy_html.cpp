// The policy documents' web shapes (the judges' blog scrape, the bluewizard and calibre
// conversions, the diff site's templates, pdftohtml pages), each recogniser and reader on
// every input: they share the HTML helpers, and a page may look like more than one.
#include "fuzzsupport.h"
#include "policy/bluewizardpage.h"
#include "policy/gathererpage.h"
#include "policy/pdftohtmlpage.h"
#include "policy/policyedition.h"
#include "policy/vensersarchive.h"

using namespace importers::policy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    const auto run = [&](bool (*recognises)(QStringView), PolicyDocument (*read)(const QString &, const QString &)) {
        (void)recognises(text);
        fuzz::refusedOnlyByImportError([&] { fuzz::checkPolicyEdition(editionFromPolicy(read(text, QStringLiteral("fuzz.html")))); });
    };
    run(recognisesGathererPage, readGathererPage);
    run(recognisesBluewizardPage, readBluewizardPage);
    run(recognisesCalibrePage, readCalibrePage);
    run(recognisesVensersArchive, readVensersArchive);
    run(recognisesPdftohtmlPages, readPdftohtmlPages);
    return 0;
}
