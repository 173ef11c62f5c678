#include "commands.h"

namespace cli {

std::span<const Command> allCommands()
{
    static const Command table[] = {
        {"import",
         "  import [--format FORMAT] [--date D] [--language L] [--partial] [--replace [--accept-loss]]\n"
         "         [--document cr|mtr|ipg|jar] FILE|FOLDER...\n"
         "         (card files too: --format mtgjson|scryfall|cockatrice, or recognised)\n",
         commands::runImport},
        {"editions", "  editions [--document cr|mtr|ipg|jar|cards|all]\n", commands::runEditions},
        {"show",
         "  show NUMBER [--edition D] [--as-of D] [--language L] [--document cr|mtr|ipg|jar]\n"
         "  show TITLE --document jar (a section the document does not number)\n",
         commands::runShow},
        {"refs", "  refs NUMBER [--edition D] [--language L] [--document cr|mtr|ipg|jar]\n", commands::runRefs},
        {"search",
         "  search QUERY [--edition D|all] [--examples-only] [--limit N] [--language L]\n"
         "         [--document cr|mtr|ipg|jar|cards|all]\n"
         "         (a question to the CR that names cards reads their text; the cards follow the rules)\n",
         commands::runSearch},
        {"export",
         "  export --edition D [--language L] --format json|txt [--output FILE] [--document cr|mtr|ipg|jar]\n",
         commands::runExport},
        {"diff",
         "  diff OLD NEW [--language L] [--html FILE] [--document cr|mtr|ipg|jar]\n"
         "  diff OLD NEW --document cards (the cards whose Oracle wording changed between two dates)\n",
         commands::runDiff},
        {"history",
         "  history NUMBER [--edition D] [--language L] [--document cr|mtr|ipg|jar] [--hide-typography]\n"
         "  history NAME --document cards (a card's Oracle wording over the snapshots)\n",
         commands::runHistory},
        {"card", "  card NAME [--as-of D]\n", commands::runCard},
    };
    return table;
}

} // namespace cli
