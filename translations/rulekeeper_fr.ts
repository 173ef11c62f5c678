<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="+20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>Impossible de créer %1 à partir de la base d’exemple fournie.</translation>
    </message>
    <message>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation type="vanished">Cette base ne contient aucun %1 (%2) : importez-en un pour le lire.</translation>
    </message>
    <message>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation type="vanished">Aucun %1 ici n’était en vigueur le %2, date des règles lues.</translation>
    </message>
    <message>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation type="vanished">Le %1 du %2 n’a pas de section « %3 ».</translation>
    </message>
    <message>
        <source>%1, effective %2</source>
        <translation type="vanished">%1, en vigueur le %2</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="vanished">Pénalité</translation>
    </message>
    <message>
        <source>In this section</source>
        <translation type="vanished">Dans cette section</translation>
    </message>
</context>
<context>
    <name>gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/dialogs/aboutdialog.cpp" line="+38"/>
        <source>About Rulekeeper</source>
        <translation>À propos de Rulekeeper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rulekeeper %1</source>
        <translation>Rulekeeper %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rules reference for Magic: The Gathering judges, built with Qt %1.</source>
        <translation>Une référence des règles pour les arbitres de Magic: The Gathering, construite avec Qt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database: %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database holds no editions yet.</source>
        <translation>La base de données ne contient encore aucune édition.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Newest edition of each document:</source>
        <translation>Édition la plus récente de chaque document :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>gui::BookmarksPanel</name>
    <message>
        <location filename="../app/gui/panels/bookmarkspanel.cpp" line="+18"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit &amp;note…</source>
        <translation>Modifier la &amp;note…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (glossary)</source>
        <translation>%1 (glossaire)</translation>
    </message>
</context>
<context>
    <name>gui::CardContents</name>
    <message>
        <location filename="../app/gui/cards/cardcontents.cpp" line="+25"/>
        <source>Filter cards</source>
        <translation>Filtrer les cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the cards whose name holds these letters (accents and punctuation left out), or the card of a judges&apos; nickname</source>
        <translation>Garde les cartes dont le nom contient ces lettres (sans accents ni ponctuation), ou la carte d’un surnom employé par les juges</translation>
    </message>
</context>
<context>
    <name>gui::CardListModel</name>
    <message>
        <location filename="../app/gui/cards/cardlistmodel.cpp" line="+163"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) under %1</source>
        <translation>
            <numerusform>%n carte sous %1</numerusform>
            <numerusform>%n cartes sous %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — an Alchemy card (digital only)</source>
        <translation>%1 — une carte Alchemy (numérique uniquement)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — an Un-card (not for tournament play)</source>
        <translation>%1 — une carte Un (hors tournois)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — a token</source>
        <translation>%1 — un jeton</translation>
    </message>
</context>
<context>
    <name>gui::CardPageView</name>
    <message>
        <location filename="../app/gui/cards/cardpage.cpp" line="+130"/>
        <source>An Alchemy card, rebalanced for digital play: not the paper card of that name.</source>
        <translation>Une carte Alchemy, rééquilibrée pour le jeu numérique : pas la carte papier de ce nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Un-card or playtest card: not legal in sanctioned tournaments.</source>
        <translation>Une carte « Un » ou de playtest : interdite en tournoi homologué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token.</source>
        <translation>Un jeton.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wizards of the Coast ruling</source>
        <translation>Ruling de Wizards of the Coast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall note, not an official ruling</source>
        <translation>Note de Scryfall, pas un ruling officiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 note, not an official ruling</source>
        <translation>Note de %1, pas un ruling officiel</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oracle text as of %1</source>
        <translation>Texte Oracle au %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loyalty %1</source>
        <translation>Loyauté %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense %1</source>
        <translation>Défense %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules it invokes (Comprehensive Rules, effective %1)</source>
        <translation>Règles qu’elle invoque (Comprehensive Rules en vigueur le %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No rulings up to %1.</source>
        <translation>Aucun ruling jusqu’au %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rulings (%n)</source>
        <translation>
            <numerusform>Rulings (%n)</numerusform>
            <numerusform>Rulings (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Earlier Oracle text</source>
        <translation>Texte Oracle antérieur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 until %2</source>
        <translation>Du %1 au %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sets</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>gui::CardsDocument</name>
    <message>
        <location filename="../app/gui/cards/cardsdocument.cpp" line="+15"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This database holds no cards: import a card file (MTGJSON, Scryfall or Cockatrice) to read them.</source>
        <translation>Cette base ne contient aucune carte : importez un fichier de cartes (MTGJSON, Scryfall ou Cockatrice) pour les lire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card snapshot up to %1 holds “%2”.</source>
        <translation>Aucun instantané des cartes jusqu’au %1 ne contient « %2 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card is named “%1”.</source>
        <translation>Aucune carte ne s’appelle « %1 ».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Aucune carte ne s’appelle « %1 ». Les plus proches : %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (Oracle text as of %2): %3</source>
        <translation>%1 (texte Oracle au %2) : %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Oracle text as of %2)</source>
        <translation>%1 (texte Oracle au %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards are read in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Les cartes se lisent en anglais seulement : rien n’est montré à côté. Les règles, si, par numéro.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Oracle text as of %1</source>
        <translation>Texte Oracle au %1</translation>
    </message>
</context>
<context>
    <name>gui::Changes</name>
    <message>
        <location filename="../app/gui/diff/changetitles.cpp" line="+11"/>
        <source>first seen</source>
        <translation>première apparition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>inchangée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typography only</source>
        <translation>typographie seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited numbers renumbered</source>
        <translation>numéros cités renumérotés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reworded</source>
        <translation>reformulée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered</source>
        <translation>renumérotée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered and reworded</source>
        <translation>renumérotée et reformulée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation>scindée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged</source>
        <translation>fusionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added</source>
        <translation>ajoutée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>supprimée</translation>
    </message>
</context>
<context>
    <name>gui::ComparePane</name>
    <message>
        <location filename="../app/gui/panels/comparepane.cpp" line="+18"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Glossary entries are not shown side by side: their terms differ from one language to another. Rules are, by number.</source>
        <translation>Les entrées du glossaire ne sont pas affichées côte à côte : leurs termes diffèrent d’une langue à l’autre. Les règles le sont, par numéro.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The tournament documents (MTR, IPG, JAR) are kept in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Les documents de tournoi (MTR, IPG, JAR) ne sont conservés qu’en anglais : rien n’est affiché à côté. Les règles le sont, par numéro.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule in the other language cannot be read: %1</source>
        <translation>La règle dans l’autre langue ne peut pas être lue : %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No other language has the %1 edition. Import a translation of it (Rules › Import) to read the two side by side.</source>
        <translation>Aucune autre langue n’a l’édition du %1. Importez-en une traduction (Règles › Importer) pour lire les deux côte à côte.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule %1 is not in the %2 edition in this language (%3).</source>
        <translation>La règle %1 n’est pas dans l’édition du %2 dans cette langue (%3).</translation>
    </message>
</context>
<context>
    <name>gui::DiffDocument</name>
    <message>
        <location filename="../app/gui/diff/diffdocument.cpp" line="+192"/>
        <source>%1% of the words the same</source>
        <translation>%1 % des mots identiques</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes of the Oracle text from the cards as of %1 to the cards as of %2</source>
        <translation>Changements du texte Oracle des cartes au %1 aux cartes au %2</translation>
    </message>
    <message>
        <source>Comprehensive Rules: %1 → %2</source>
        <translation type="vanished">Règles complètes : %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changes from the edition effective %1 (%2) to the one effective %3 (%4)</source>
        <translation>Changements de l’édition en vigueur le %1 (%2) à celle en vigueur le %3 (%4)</translation>
    </message>
</context>
<context>
    <name>gui::DiffModel</name>
    <message>
        <location filename="../app/gui/diff/diffmodel.cpp" line="+197"/>
        <source>Old</source>
        <translation>Ancienne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
</context>
<context>
    <name>gui::DiffView</name>
    <message>
        <location filename="../app/gui/diff/diffview.cpp" line="+83"/>
        <location line="+470"/>
        <source>Compare editions — Rulekeeper</source>
        <translation>Comparer des éditions — Rulekeeper</translation>
    </message>
    <message>
        <location line="-459"/>
        <source>&amp;From</source>
        <translation>&amp;De</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;to</source>
        <translation>&amp;à</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+414"/>
        <source>Filter: a rule number (702.1) or words  (Ctrl+F)</source>
        <translation>Filtre : un numéro de règle (702.1) ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-413"/>
        <location line="+414"/>
        <source>Filter: a rule number or words  (Ctrl+F)</source>
        <translation>Filtre : un numéro de règle ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter: a section number or words  (Ctrl+F)</source>
        <translation>Filtre : un numéro de section ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-418"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter  (Ctrl+F)</source>
        <translation>Filtre  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-422"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>&amp;Side by side</source>
        <translation>&amp;Côte à côte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Inline</source>
        <translation>&amp;Intégré</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Words:</source>
        <translation>Mots :</translation>
    </message>
    <message>
        <location line="+340"/>
        <source>Enter: show the rule in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Entrée : afficher la règle dans la fenêtre principale · Ctrl+F : filtrer · Ctrl+P : imprimer · Échap : fermer</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Comparing %1 with %2…</source>
        <translation>Comparaison de %1 avec %2…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>These editions cannot be compared: %1</source>
        <translation>Ces éditions ne peuvent pas être comparées : %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 %2</source>
        <translation>%2 : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln changement</numerusform>
            <numerusform>%Ln changements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln rule(s) unchanged</source>
        <translation>
            <numerusform>%Ln règle inchangée</numerusform>
            <numerusform>%Ln règles inchangées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%Ln section(s) unchanged</source>
        <translation>
            <numerusform>%Ln section inchangée</numerusform>
            <numerusform>%Ln sections inchangées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter: a section number (2.1) or words  (Ctrl+F)</source>
        <translation>Filtre : un numéro de section (2.1) ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Enter: show the section in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Entrée : afficher la section dans la fenêtre principale · Ctrl+F : filtrer · Ctrl+P : imprimer · Échap : fermer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: show the card in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Entrée : afficher la carte dans la fenêtre principale · Ctrl+F : filtrer · Ctrl+P : imprimer · Échap : fermer</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln card(s) unchanged</source>
        <translation>
            <numerusform>%Ln carte inchangée</numerusform>
            <numerusform>%Ln cartes inchangées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter: a card&apos;s name or words  (Ctrl+F)</source>
        <translation>Filtre : un nom de carte ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter: a name or words  (Ctrl+F)</source>
        <translation>Filtre : un nom ou des mots  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare card snapshots — Rulekeeper</source>
        <translation>Comparer des instantanés de cartes — Rulekeeper</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%1 of %Ln change(s) listed</source>
        <translation>
            <numerusform>Affichés : %1 sur %Ln changement</numerusform>
            <numerusform>Affichés : %1 sur %Ln changements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln changement affiché</numerusform>
            <numerusform>%Ln changements affichés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No card changed from %1 to %2.</source>
        <translation>Aucune carte n’a changé de %1 à %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section changed from %1 to %2.</source>
        <translation>Aucune section n’a changé de %1 à %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no snapshot up to then holds the card</source>
        <translation>aucun instantané jusque-là ne contient la carte</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 of %Ln change(s), chosen by %2</source>
        <translation>
            <numerusform>%1 sur %Ln changement, retenus selon %2</numerusform>
            <numerusform>%1 sur %Ln changements, retenus selon %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Oracle text changes %1 to %2</source>
        <translation>Changements du texte Oracle du %1 au %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changes %2 to %3</source>
        <translation>%1 changements du %2 au %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Still printing the report before this one…</source>
        <translation>Le rapport précédent est encore en cours d’impression…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report went to the printer.</source>
        <translation>Le rapport a été envoyé à l’imprimante.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printing the report…</source>
        <translation>Impression du rapport…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>All changes (%1)</source>
        <translation>Tous les changements (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No rule changed from %1 to %2.</source>
        <translation>Aucune règle n’a changé de %1 à %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No change matches the filter.</source>
        <translation>Aucun changement ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a change to see its words.</source>
        <translation>Choisissez un changement pour en voir les mots.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in this edition</source>
        <translation>absente de cette édition</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>Comprehensive Rules changes %1 to %2</source>
        <translation type="vanished">Changements des Règles complètes du %1 au %2</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>%1 (%2) and %3 (%4) are in different languages: rules are compared by their words, so every rule would read as added or removed. Choose two editions of one language.</source>
        <translation>%1 (%2) et %3 (%4) sont dans des langues différentes : les règles sont comparées par leurs mots, chaque règle paraîtrait donc ajoutée ou supprimée. Choisissez deux éditions d’une même langue.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In another language than %1 (%2): compare two editions of one language.</source>
        <translation>Dans une autre langue que %1 (%2) : comparez deux éditions d’une même langue.</translation>
    </message>
</context>
<context>
    <name>gui::EditionLabel</name>
    <message>
        <location filename="../app/gui/window/editionlabel.h" line="+24"/>
        <source>partial: an excerpt of the rules. A rule it lacks is not known to be absent, and its history is read from the whole editions.</source>
        <translation>partielle : un extrait des règles. Une règle qui y manque n’est pas pour autant absente, et son historique est lu dans les éditions complètes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lossy: the file it came from had lost some punctuation on the way (apostrophes, quotes, dashes shown as “?”). The words are as published.</source>
        <translation>avec pertes : le fichier d’origine avait perdu une partie de sa ponctuation (apostrophes, guillemets, tirets affichés « ? »). Les mots sont tels que publiés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transliterated: every quote and dash of the file was folded to plain ASCII; the editions before and after it have the same words with them.</source>
        <translation>translittérée : chaque guillemet et chaque tiret du fichier ont été ramenés à l’ASCII simple ; les éditions d’avant et d’après ont les mêmes mots avec eux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>incomplete: the file broke off; the rules after that point are missing.</source>
        <translation>incomplète : le fichier s’interrompt ; les règles après ce point manquent.</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/dialogs/helpdialog.cpp" line="+39"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type anywhere</source>
        <translation>Taper n’importe où</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Lancer une recherche avec ce que vous tapez</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compare editions</source>
        <translation>Comparer les éditions</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find a key or what it does, e.g. zoom or history</source>
        <translation>Chercher une touche ou ce qu’elle fait, p. ex. zoom ou historique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find:</source>
        <translation>&amp;Chercher :</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>No key matches “%1”.</source>
        <translation>Aucune touche ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="vanished">Entrée</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Rechercher ; dans les résultats, ouvrir la règle</translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="vanished">Flèche bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the search box to its results</source>
        <translation>Du champ de recherche à ses résultats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next link of the rule shown</source>
        <translation>Le lien suivant de la règle affichée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse back / forward buttons</source>
        <translation>Boutons précédent / suivant de la souris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back / Forward</source>
        <translation>Précédent / Suivant</translation>
    </message>
    <message>
        <source>Compare editions: Enter</source>
        <translation type="vanished">Comparer des éditions : Entrée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show the change&apos;s rule in the main window</source>
        <translation>Afficher la règle du changement dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+F, Down</source>
        <translation type="vanished">Comparer des éditions : Ctrl+F, Flèche bas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter the changes, then back to the list</source>
        <translation>Filtrer les changements, puis revenir à la liste</translation>
    </message>
    <message>
        <source>Compare editions: Alt+S / Alt+I</source>
        <translation type="vanished">Comparer des éditions : Alt+C / Alt+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words side by side / inline</source>
        <translation>Mots côte à côte / intégrés</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+P, Ctrl+Shift+S</source>
        <translation type="vanished">Comparer des éditions : Ctrl+P, Ctrl+Maj+S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the changes listed, or save them as PDF</source>
        <translation>Imprimer les changements affichés ou les enregistrer en PDF</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">Touches</translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="vanished">Action</translation>
    </message>
</context>
<context>
    <name>gui::HistoryPanel</name>
    <message>
        <location filename="../app/gui/panels/historypanel.cpp" line="+77"/>
        <location line="+44"/>
        <source>The history cannot be read: %1</source>
        <translation>L’historique ne peut pas être lu : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card snapshot here holds %1.</source>
        <translation>Aucun état des cartes ici ne contient %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 has no history in the editions here.</source>
        <translation>%1 %2 n’a pas d’historique dans les éditions présentes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule %1 has no history in the editions here.</source>
        <translation>La règle %1 n’a pas d’historique dans les éditions présentes.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Hide the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Masquer %n étape qui n’a changé que des guillemets, tirets ou majuscules</numerusform>
            <numerusform>Masquer les %n étapes qui n’ont changé que des guillemets, tirets ou majuscules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Afficher %n étape qui n’a changé que des guillemets, tirets ou majuscules</numerusform>
            <numerusform>Afficher les %n étapes qui n’ont changé que des guillemets, tirets ou majuscules</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the snapshot shown)</source>
        <translation>(l’état affiché)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the snapshot shown, %1)</source>
        <translation>(en vigueur dans l’état affiché, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the edition shown)</source>
        <translation>(l’édition affichée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the edition shown, %1)</source>
        <translation>(en vigueur dans l’édition affichée, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No longer in the rules.</source>
        <translation>Ne figure plus dans les règles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer in the %1.</source>
        <translation>Ne figure plus dans le %1.</translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message>
        <location filename="../importers/formats.cpp" line="+95"/>
        <source>Official CR text</source>
        <translation>Texte officiel des CR</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV rows</source>
        <translation>Lignes CSV</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>JSON rows</source>
        <translation>Lignes JSON</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Policy document as JSON sections</source>
        <translation>Document de tournoi en sections JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document from the judges&apos; blog</source>
        <translation>Document de tournoi du blog des juges</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF pages in HTML</source>
        <translation>Document de tournoi en pages PDF converties en HTML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document converted to HTML</source>
        <translation>Document de tournoi converti en HTML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as an e-book</source>
        <translation>Document de tournoi en livre numérique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document with change marks</source>
        <translation>Document de tournoi avec marques de modification</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF text</source>
        <translation>Document de tournoi en texte de PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old tournament rules as plain text</source>
        <translation>Anciennes règles de tournoi en texte brut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON Lines rows</source>
        <translation>Lignes JSON Lines</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset viewer rows</source>
        <translation>Lignes d’un visualiseur de jeu de données</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CR as JSON</source>
        <translation>CR en JSON</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Book page</source>
        <translation>Page de livre</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>HTML page</source>
        <translation>Page HTML</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text copy of a web page</source>
        <translation>Copie texte d’une page web</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>reStructuredText</source>
        <translation>reStructuredText</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dated rulings</source>
        <translation>Décisions datées</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Card rulings</source>
        <translation>Décisions de cartes</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="+68"/>
        <location line="+155"/>
        <source>Import rules</source>
        <translation>Importer des règles</translation>
    </message>
    <message>
        <source>Official CR text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings. The shape of each file is recognised from its content; the pages of one book given together become one edition.</source>
        <translation type="vanished">Fichiers texte officiels des CR, lignes (CSV, JSON, JSON Lines), pages HTML, pages de livre, décisions datées et décisions de cartes. La forme de chaque fichier est reconnue d’après son contenu ; les pages d’un même livre données ensemble forment une seule édition.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add files…</source>
        <translation>&amp;Ajouter des fichiers…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recognise from the content</source>
        <translation>Reconnaître d’après le contenu</translation>
    </message>
    <message>
        <source>as each file states</source>
        <translation type="vanished">tel que chaque fichier l’indique</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>for the files that state none, and the rows selected</source>
        <translation>pour les fichiers qui n’en indiquent pas, et les lignes choisies</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>from each file’s text</source>
        <translation>d’après le texte de chaque fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An &amp;excerpt: the files hold only part of the rules</source>
        <translation>Un &amp;extrait : les fichiers ne contiennent qu’une partie des règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;place an edition of the same date and language</source>
        <translation>&amp;Remplacer une édition de même date et même langue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Fichiers de règles (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not recognised</source>
        <translation>non reconnu</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location line="+201"/>
        <location line="+17"/>
        <location line="+98"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n règle</numerusform>
            <numerusform>%n règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-316"/>
        <location line="+201"/>
        <location line="+19"/>
        <location line="+97"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n exemple</numerusform>
            <numerusform>%n exemples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-315"/>
        <location line="+200"/>
        <location line="+20"/>
        <location line="+96"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n terme du glossaire</numerusform>
            <numerusform>%n termes du glossaire</numerusform>
        </translation>
    </message>
    <message>
        <location line="-311"/>
        <source>in %1</source>
        <comment>the language the rules are written in, e.g. in zh</comment>
        <translation>en %1</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <location line="+202"/>
        <location line="+18"/>
        <location line="+93"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
    <message>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder.</source>
        <translation type="vanished">Les Comprehensive Rules en fichiers texte officiels, en lignes (CSV, JSON, JSON Lines), en pages HTML, en pages de livre, en rulings datés et rulings de cartes ; les Tournament Rules, l’Infraction Procedure Guide et Judging at Regular REL en PDF ou leur texte, en pages HTML (le blog des arbitres, PDF convertis, livres numériques), en archives marquant les changements (.ejs), en dossier de sections JSON, ou en anciennes règles en texte brut. La forme de chaque fichier est reconnue d’après son contenu ; les pages d’un même livre données ensemble deviennent une édition, de même que les fichiers d’un dossier.</translation>
    </message>
    <message>
        <location line="-518"/>
        <source>Add a f&amp;older…</source>
        <translation>Ajouter un d&amp;ossier…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>As each file names it</source>
        <translation>Tel que chaque fichier le nomme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For files that do not say which document they are; every file imported must then be of this document.</source>
        <translation>Pour les fichiers qui ne disent pas quel document ils sont ; chaque fichier importé doit alors être de ce document.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Doc&amp;ument:</source>
        <translation>Doc&amp;ument :</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Fichiers de règles (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Import a folder of sections</source>
        <translation>Importer un dossier de sections</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n décision de carte</numerusform>
            <numerusform>%n décisions de cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add the files to import, or drop them here.</source>
        <translation>Ajoutez les fichiers à importer, ou déposez-les ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date must be a day of the form YYYY-MM-DD, such as 2024-07-30.</source>
        <translation>La date doit être un jour de la forme AAAA-MM-JJ, par exemple 2024-07-30.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the files…</source>
        <translation>Lecture des fichiers…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which document it is: choose it under “%2” above.</source>
        <translation>%1 ne dit pas quel document il est : choisissez-le sous « %2 » ci-dessus.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+69"/>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>MTGJSON cards</source>
        <translation>Cartes MTGJSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall cards</source>
        <translation>Cartes Scryfall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cockatrice cards</source>
        <translation>Cartes Cockatrice</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder. Card files from MTGJSON (set files, AllPrintings, archives), Scryfall and Cockatrice become a snapshot of the cards, dated as the file states.</source>
        <translation>Les Comprehensive Rules en fichiers texte officiels, en lignes (CSV, JSON, JSON Lines), en pages HTML, en pages de livre, en rulings datés et rulings de cartes ; les Tournament Rules, l’Infraction Procedure Guide et Judging at Regular REL en PDF ou leur texte, en pages HTML (le blog des arbitres, PDF convertis, livres numériques), en archives marquant les changements (.ejs), en dossier de sections JSON, ou en anciennes règles en texte brut. La forme de chaque fichier est reconnue d’après son contenu ; les pages d’un même livre données ensemble deviennent une édition, de même que les fichiers d’un dossier. Les fichiers de cartes de MTGJSON (fichiers d’extension, AllPrintings, archives), de Scryfall et de Cockatrice deviennent un instantané des cartes, daté comme le fichier l’indique.</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Card files (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;All files (*)</source>
        <translation>Fichiers de règles (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Fichiers de cartes (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The text names no document: choose it under “%1” above.</source>
        <translation>Le texte ne nomme aucun document : choisissez-le sous « %1 » ci-dessus.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <location line="+312"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-312"/>
        <location line="+312"/>
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n ruling</numerusform>
            <numerusform>%n rulings</numerusform>
        </translation>
    </message>
    <message>
        <location line="-254"/>
        <source>%1 cannot be imported (see its row); remove it to import the others.</source>
        <translation>%1 ne peut pas être importé (voir sa ligne) ; retirez-le pour importer les autres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which edition it is: give its date above.</source>
        <translation>%1 ne dit pas de quelle édition il s’agit : indiquez sa date ci-dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An edition dated %1 (%2) is already here, imported from %3: tick “%4” to replace it.</source>
        <translation>Une édition du %1 (%2) est déjà présente, importée de %3 : cochez « %4 » pour la remplacer.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>none stated</source>
        <translation>non indiquée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An edition of this date and language is already here (%1).</source>
        <translation>Une édition de cette date et de cette langue est déjà présente (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>Prêt à importer %n fichier.</numerusform>
            <numerusform>Prêt à importer %n fichiers.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Importation annulée : rien n’a été enregistré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was stored: %1</source>
        <translation>Rien n’a été enregistré : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1 : %n décision de carte  (%2)</numerusform>
            <numerusform>%1 : %n décisions de cartes  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1 : %n décision de carte, déjà importée  (%2)</numerusform>
            <numerusform>%1 : %n décisions de cartes, déjà importées  (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards of %1: %2, %3  (%4)</source>
        <comment>date, cards, rulings, file</comment>
        <translation>Cartes du %1 : %2, %3  (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3: %4  (%5)</source>
        <comment>document, date, language, sections, file</comment>
        <translation>%1 %2 %3 : %4  (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2: %3, %4, %5%6  (%7)</source>
        <translation>%1 %2 : %3, %4, %5%6  (%7)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: already imported as %2 (%3)</source>
        <translation>%1 : déjà importé comme %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n avertissement :</numerusform>
            <numerusform>%n avertissements :</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported.</source>
        <translation>Importé.</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Nothing was imported: the editions here were kept.</source>
        <translation>Rien n’a été importé : les éditions présentes sont conservées.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the punctuation the lossy copy dropped</source>
        <translation>la ponctuation que la copie altérée a perdue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatever the copy lacks</source>
        <translation>tout ce qui manque à la copie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole %1 of %2 (%3) here, imported from %4, holds %5.
%6 is read as %7 and holds %8.
Replacing it loses %9.</source>
        <comment>document, date, language, file here, its contents; file imported, flags, its contents; what is lost</comment>
        <translation>Les %1 complètes du %2 (%3), importées de %4, contiennent %5.
%6 est lu comme %7 et contient %8.
Les remplacer fait perdre %9.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace a whole edition?</source>
        <translation>Remplacer une édition complète ?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace a whole edition.</source>
        <translation>
            <numerusform>Remplacer ferait perdre des règles : %n fichier lu comme partiel, incomplet ou altéré remplacerait une édition complète.</numerusform>
            <numerusform>Remplacer ferait perdre des règles : %n fichiers lus comme partiels, incomplets ou altérés remplaceraient des éditions complètes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace and &amp;lose them</source>
        <translation>Remplacer et les &amp;perdre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the editions here</source>
        <translation>&amp;Garder les éditions présentes</translation>
    </message>
</context>
<context>
    <name>gui::Languages</name>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>chinois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish</source>
        <translation>espagnol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>italien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>portugais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>japonais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>coréen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian</source>
        <translation>russe</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/window/lookupcompleter.cpp" line="+65"/>
        <source>%1 — rule %2</source>
        <translation>%1 — règle %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — glossaire</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — card</source>
        <translation>%1 — carte</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+82"/>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+314"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookup</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Document</source>
        <translation>&amp;Document</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rule number, keyword, term, policy section or card, e.g. 702.19b, kicker, IPG 2.1 or Lotus Bloom  (Ctrl+L)</source>
        <translation>Numéro de règle, mot-clé, terme, section ou carte, p. ex. 702.19b, kicker, IPG 2.1 ou Lotus Bloom  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)</source>
        <translation>Numéro de règle, mot-clé, terme du glossaire ou section, p. ex. 702.19b, kicker ou IPG 2.1  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword, term or section: 702.19b, kicker, IPG 2.1  (Ctrl+L)</source>
        <translation>Règle, mot-clé, terme ou section : 702.19b, kicker, IPG 2.1  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword or section  (Ctrl+L)</source>
        <translation>Règle, mot-clé ou section  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up  (Ctrl+L)</source>
        <translation>Chercher  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>This database has no editions yet. Import one with Rules › Import (Ctrl+O), or drop its file on this window.</source>
        <translation>Cette base ne contient encore aucune édition. Importez-en une avec Règles › Importer (Ctrl+O), ou déposez son fichier sur cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="+38"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/window/mainwindow.cpp" line="-3"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+613"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n édition dans %1</numerusform>
            <numerusform>%n éditions dans %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Edition</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation type="vanished">Numéro de règle, mot-clé ou terme du glossaire, p. ex. 702.19b ou kicker  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bookmark note</source>
        <translation>Note du signet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1:</source>
        <translation>Note pour %1 :</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Tapez un numéro de règle, un mot-clé ou un terme du glossaire (Ctrl+L) puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look up a rule</source>
        <translation>&amp;Rechercher une règle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the &amp;edition</source>
        <translation>Choisir l’é&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules in force on a &amp;date…</source>
        <translation>Règles en &amp;vigueur à une date…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force on a date</source>
        <translation>Règles en vigueur à une date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (YYYY-MM-DD), e.g. of a tournament:</source>
        <translation>Date (AAAA-MM-JJ), par exemple d’un tournoi :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>&amp;Copier la citation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Bookmark this rule…</source>
        <translation>Mettre cette règle en &amp;signet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to bookmark: look a rule up first.</source>
        <translation>Rien à mettre en signet : cherchez d’abord une règle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bookmark</source>
        <translation>Signet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1 (optional):</source>
        <translation>Note pour %1 (facultative) :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Co&amp;mpare editions…</source>
        <translation>Co&amp;mparer des éditions…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print this rule…</source>
        <translation>Im&amp;primer cette règle…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to print: look a rule up first.</source>
        <translation>Rien à imprimer : cherchez d’abord une règle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this rule as PD&amp;F…</source>
        <translation>Enregistrer cette règle en PD&amp;F…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to save: look a rule up first.</source>
        <translation>Rien à enregistrer : cherchez d’abord une règle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import rules files…</source>
        <translation>&amp;Importer des fichiers de règles…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check for &amp;New Rules…</source>
        <translation>Rechercher de &amp;nouvelles règles…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go</source>
        <translation>&amp;Aller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The &amp;current rules</source>
        <translation>Les règles &amp;actuelles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Home</source>
        <translation>Alt+Home</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comprehensive &amp;Rules</source>
        <translation>&amp;Règles complètes (CR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic Tournament R&amp;ules (MTR)</source>
        <translation>Règles de &amp;tournoi Magic (MTR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Infraction Procedure Guide (IPG)</source>
        <translation>Guide des procédures d’&amp;infraction (IPG)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Judging at Regular REL (JAR)</source>
        <translation>&amp;Juger au niveau Regular (JAR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oracle c&amp;ards</source>
        <translation>&amp;Cartes Oracle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Search the rules</source>
        <translation>&amp;Chercher dans les règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;History of this rule</source>
        <translation>&amp;Historique de cette règle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Book&amp;marks</source>
        <translation>Si&amp;gnets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Table of contents</source>
        <translation>&amp;Table des matières</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Next &amp;part of the rule</source>
        <translation>&amp;Partie suivante de la règle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious part of the rule</source>
        <translation>Partie p&amp;récédente de la règle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+Tab</source>
        <translation>Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Normal size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side by side with another &amp;language</source>
        <translation>Côte à côte avec une autre &amp;langue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;About Rulekeeper</source>
        <translation>À &amp;propos de Rulekeeper</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="vanished">Ctrl+,</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="-404"/>
        <source>“%1” is not a date of the form YYYY-MM-DD.</source>
        <translation>« %1 » n’est pas une date de la forme AAAA-MM-JJ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edition here was in force on %1.</source>
        <translation>Aucune édition présente n’était en vigueur le %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In force on %1: the rules effective %2, the %3 effective %4.</source>
        <translation>En vigueur le %1 : les règles du %2, le %3 du %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules in force on %1: the edition effective %2.</source>
        <translation>Règles en vigueur le %1 : l’édition applicable au %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+114"/>
        <source>The %1 of %2 has no sections.</source>
        <translation>Le %1 du %2 n’a aucune section.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The %1 of %2 has no section “%3”: its first section is shown.</source>
        <translation>Le %1 du %2 n’a pas de section « %3 » : sa première section est affichée.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This database holds no cards: import a card file to read them.</source>
        <translation>Cette base ne contient aucune carte : importez un fichier de cartes pour les lire.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>Cette base ne contient aucun %1 (%2) : importez-en un pour le lire.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are reading the %1 of %2, replaced on %3. The %1 in force today is that of %4.</source>
        <translation>Vous lisez le %1 du %2, remplacé le %3. Le %1 en vigueur aujourd’hui est celui du %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database holds excerpts of the rules, not the whole Comprehensive Rules: a rule missing here may well exist. Fetch the current rules, or import rules files you have.</source>
        <translation>Cette base contient des extraits des règles, pas les règles complètes : une règle absente ici peut très bien exister. Récupérez les règles actuelles, ou importez vos fichiers de règles.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are reading the %1 rules, replaced on %2. The rules in force today are those of %3.</source>
        <translation>Vous lisez les règles du %1, remplacées le %2. Les règles en vigueur aujourd’hui sont celles du %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+34"/>
        <source>The rules database cannot be read: %1</source>
        <translation>La base de règles ne peut pas être lue : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+20"/>
        <source>Finding rule %1 of %2 in the edition of %3: the editions are being linked…</source>
        <translation>Recherche de la règle %1 du %2 dans l’édition du %3 : les éditions sont en cours de liaison…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule %1 of %2 cannot be followed into %3: %4</source>
        <translation>La règle %1 du %2 ne peut pas être suivie dans le %3 : %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule %1 of %2 is rule %3 in %4.</source>
        <translation>La règle %1 de %2 est la règle %3 dans %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 did not exist yet in %3: it first appears in the edition of %4.</source>
        <translation>La règle %1 de %2 n’existait pas encore dans %3 : elle apparaît dans l’édition du %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 is no longer in %3: it was removed in the edition of %4.</source>
        <translation>La règle %1 de %2 ne figure plus dans %3 : elle a été supprimée dans l’édition du %4.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Linking the editions waits for the database: %1</source>
        <translation>La liaison des éditions attend la base : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-213"/>
        <source>The history of the rule shown appears here.</source>
        <translation>L’historique de la règle affichée apparaît ici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Linking the editions…</source>
        <translation>Liaison des éditions…</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1 names %n rule(s); showing the first, %2: the others follow it.</source>
        <translation>
            <numerusform>%1 nomme %n règle ; la première, %2, est affichée : les autres la suivent.</numerusform>
            <numerusform>%1 nomme %n règles ; la première, %2, est affichée : les autres la suivent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Rien ne s’appelle « %1 » ; recherche dans les règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.</source>
        <translation>Rien dans l’édition du %1 ne s’appelle « %2 ». Le panneau de recherche liste les règles qui le mentionnent.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No card is named “%1”.</source>
        <translation>Aucune carte ne s’appelle « %1 ».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Aucune carte ne s’appelle « %1 ». Les plus proches : %2.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No section of the %1 is named “%2”: the one that answers it best is shown.</source>
        <translation>Aucune section du %1 ne s’appelle « %2 » : celle qui y répond le mieux est affichée.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 cannot be read from the rules database; the status line says why.</source>
        <translation>%1 ne peut pas être lu dans la base de règles ; la barre d’état dit pourquoi.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>Le terme « %1 » n’est pas dans le glossaire de cette édition (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glossaire, %1 (en vigueur le %2) : %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>La règle %1 n’est pas dans cette édition (%2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (en vigueur le %2) : %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 (effective %2)</source>
        <translation>%1 (en vigueur le %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Copied: %1</source>
        <translation>Copié : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 n’est pas dans cette édition.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_places.cpp" line="+95"/>
        <source>Bookmarked %1 (%2).</source>
        <translation>%1 (%2) mis en signet.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The edition of %1 is no longer in this database.</source>
        <translation>L’édition du %1 n’est plus dans cette base.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_dialogs.cpp" line="+67"/>
        <source>No document here has editions dated %1 and %2.</source>
        <translation>Aucun document ici n’a d’éditions datées du %1 et du %2.</translation>
    </message>
    <message>
        <source>Snapshots of the cards are not compared in the window yet: read a rule or a tournament document to compare its editions.</source>
        <translation type="vanished">Les instantanés des cartes ne se comparent pas encore dans la fenêtre : lisez une règle ou un document de tournoi pour en comparer les éditions.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No edition dated %1 here.</source>
        <translation>Aucune édition datée du %1 ici.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>No snapshot of the cards dated %1 here.</source>
        <translation>Aucun instantané des cartes daté du %1 ici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No %1 dated %2 here.</source>
        <translation>Aucun %1 daté du %2 ici.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+42"/>
        <source>CR Glossary, %1 (effective %2)</source>
        <translation>CR Glossaire, %1 (en vigueur le %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CR %1 (effective %2)</source>
        <translation>CR %1 (en vigueur le %2)</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="-31"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Impossible d’ouvrir la base des règles :
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-182"/>
        <location line="+26"/>
        <location line="+45"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::PolicyLookup</name>
    <message>
        <location filename="../app/gui/window/policylookup.cpp" line="+52"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>Cette base ne contient aucun %1 (%2) : importez-en un pour le lire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation>Aucun %1 ici n’était en vigueur le %2, date des règles lues.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation>Le %1 du %2 n’a pas de section « %3 ».</translation>
    </message>
</context>
<context>
    <name>gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/preferencesdialog.cpp" line="+44"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default (%1 pt)</source>
        <translation>Par défaut (%1 pt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system&apos;s (%1)</source>
        <translation>Celle du système (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The system&apos;s</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes the next time Rulekeeper starts.</source>
        <translation>La langue change au prochain démarrage de Rulekeeper.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule &amp;text size:</source>
        <translation>&amp;Taille du texte des règles :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
</context>
<context>
    <name>gui::Printing</name>
    <message>
        <location filename="../app/gui/reading/printing.cpp" line="+22"/>
        <source>Print %1</source>
        <translation>Imprimer %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Nothing was written to %1.</source>
        <translation>Rien n’a été écrit dans %1.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/reading/examplelabel.cpp" line="+12"/>
        <source>Example:</source>
        <translation>Exemple :</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+146"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[incomplet : la source a coupé cette règle]</translation>
    </message>
    <message>
        <source>Text in force since %1 (dated by its source)</source>
        <translation type="vanished">Texte en vigueur depuis le %1 (daté par sa source)</translation>
    </message>
    <message>
        <source>Text in force since %1</source>
        <translation type="vanished">Texte en vigueur depuis le %1</translation>
    </message>
    <message>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation type="vanished">Texte en vigueur depuis le %1 ou avant (l’édition la plus ancienne ici)</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>since %1 (dated by its source)</source>
        <translation>depuis le %1 (daté par sa source)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>since %1</source>
        <translation>depuis le %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least since %1 (the earliest %2 edition here)</source>
        <translation>au moins depuis le %1 (la plus ancienne édition en %2 ici)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text in force %1</source>
        <translation>Texte en vigueur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; renumbered from %1 on %2</source>
        <translation> ; renuméroté depuis %1 le %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By the English edition of the same date; this translation&apos;s wording %1</source>
        <translation>Selon l’édition anglaise de la même date ; le texte de cette traduction %1</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+20"/>
        <location line="+327"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Règles complètes, en vigueur le %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cited by:</source>
        <translation>Citée par :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (glossary)</source>
        <translation>%1 (glossaire)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Rulings of cards citing it (%n), newest first</source>
        <translation>
            <numerusform>Décision sur une carte qui la cite (%n), la plus récente d’abord</numerusform>
            <numerusform>Décisions sur des cartes qui la citent (%n), les plus récentes d’abord</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cites %1</source>
        <translation>cite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 note, not an official ruling</source>
        <translation>Note de %1, pas un ruling officiel</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Décision sur une carte (%n)</numerusform>
            <numerusform>Décisions sur des cartes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sectionrender.cpp" line="+146"/>
        <source>%1, effective %2</source>
        <translation>%1, en vigueur le %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>In this section</source>
        <translation>Dans cette section</translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdate</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="+88"/>
        <source>Reading the rules page %1…</source>
        <translation>Lecture de la page des règles %1…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+186"/>
        <source>Cancelled; nothing was imported.</source>
        <translation>Annulé ; rien n’a été importé.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+58"/>
        <source>Downloading %1…</source>
        <translation>Téléchargement de %1…</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Cannot read the rules page %1: %2</source>
        <translation>Impossible de lire la page des règles %1 : %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot download %1: %2</source>
        <translation>Impossible de télécharger %1 : %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Cannot save the download: %1</source>
        <translation>Impossible d’enregistrer le téléchargement : %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>it is far larger than any rules text or card file, so it was not downloaded</source>
        <translation>il est bien plus grand que tout texte des règles ou fichier de cartes : il n’a donc pas été téléchargé</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The page %1 links no rules text (.txt) file and no card file (MTGJSON&apos;s AllPrintings, Scryfall&apos;s bulk files). Is its address right?</source>
        <translation>La page %1 ne renvoie à aucun fichier de texte des règles (.txt) ni à aucun fichier de cartes (AllPrintings de MTGJSON, fichiers en masse de Scryfall). Son adresse est-elle juste ?</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 is not a rules text Rulekeeper can read: %2</source>
        <translation>%1 n’est pas un texte de règles que Rulekeeper sait lire : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have the newest rules: the edition of %1 (%2).</source>
        <translation>Vous avez les règles les plus récentes : l’édition du %1 (%2).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>Import de %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The import failed: %1</source>
        <translation>L’import a échoué : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You have the cards of %1 already: the snapshot of %2.</source>
        <translation>Vous avez déjà les cartes de %1 : l’état du %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported the cards of %1 as of %2: %n card(s).</source>
        <translation>
            <numerusform>Cartes de %1 importées, état du %2 : %n carte.</numerusform>
            <numerusform>Cartes de %1 importées, état du %2 : %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have the newest rules: the edition of %1.</source>
        <translation>Vous avez les règles les plus récentes : l’édition du %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the rules of %1: %n rule(s).</source>
        <translation>
            <numerusform>Règles du %1 importées : %n règle.</numerusform>
            <numerusform>Règles du %1 importées : %n règles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You have the newest %1: the edition of %2 (%3).</source>
        <translation>Vous avez la version la plus récente de %1 : l’édition du %2 (%3).</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+28"/>
        <source>Cannot save the download in %1</source>
        <translation>Impossible d’enregistrer le téléchargement dans %1</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>You have the newest %1: the edition of %2.</source>
        <translation>Vous avez la version la plus récente de %1 : l’édition du %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the %1 of %2: %n section(s).</source>
        <translation>
            <numerusform>%1 du %2 importé : %n section.</numerusform>
            <numerusform>%1 du %2 importé : %n sections.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdatedialog.cpp" line="+45"/>
        <source>Check for New Rules</source>
        <translation>Rechercher de nouvelles règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper reads the official rules page, downloads the rules text it links and imports it when this database does not have that edition yet. For cards, give MTGJSON&apos;s or Scryfall&apos;s downloads page, or a card file&apos;s own address (AllPrintings.json.xz, a set file).</source>
        <translation>Rulekeeper lit la page officielle des règles, télécharge le texte des règles qu’elle propose et l’importe si cette base de données n’a pas encore cette édition. Pour les cartes, donnez la page de téléchargements de MTGJSON ou de Scryfall, ou l’adresse d’un fichier de cartes (AllPrintings.json.xz, le fichier d’une extension).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules &amp;page:</source>
        <translation>&amp;Page des règles :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Check Now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>“%1” is not a web address (https://…).</source>
        <translation>« %1 » n’est pas une adresse web (https://…).</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/panels/searchpanel.cpp" line="+29"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Chercher dans les règles  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words (all of them, in any order), &quot;a phrase&quot;, kick* (a word&apos;s start), -word (without it), flying OR reach (either), in:702 (only under 702.), examples: (only in examples).
Shorthand such as SBA, ETB or CMC is searched as the rules word it.</source>
        <translation>Des mots (tous, dans n’importe quel ordre), &quot;une expression&quot;, kick* (un début de mot), -mot (sans ce mot), flying OR reach (l’un ou l’autre), in:702 (seulement sous 702.), examples: (seulement dans les exemples).
Les abréviations comme SBA, ETB ou CMC sont aussi cherchées telles que les règles les écrivent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This edition</source>
        <translation>Cette édition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All editions</source>
        <translation>Toutes les éditions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examples only</source>
        <translation>Exemples seulement</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Policy documents (MTR, IPG, JAR)</source>
        <translation>Documents de tournoi (MTR, IPG, JAR)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The whole library</source>
        <translation>Toute la bibliothèque</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+37"/>
        <source>No rule matches “%1”.</source>
        <translation>Aucune règle ne correspond à « %1 ».</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The words are in another language (%1): searched the edition of %2 in it.</source>
        <translation>Les mots sont dans une autre langue (%1) : recherche faite dans l’édition du %2 en cette langue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words are in another language (%1), and no edition in it is here: import one, or choose an edition of that language to search.</source>
        <translation>Les mots sont dans une autre langue (%1), et aucune édition dans cette langue n’est ici : importez-en une, ou choisissez une édition de cette langue pour chercher.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the judge’s library (MTR, IPG, JAR):</source>
        <translation>Dans la bibliothèque de l’arbitre (MTR, IPG, JAR) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing in the Comprehensive Rules.</source>
        <translation>Rien dans les Règles complètes.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the Comprehensive Rules:</source>
        <translation>Dans les Règles complètes :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No rule has every word; rules with some of them:</source>
        <translation>Aucune règle ne contient tous les mots ; règles qui en contiennent une partie :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules with some of the words:</source>
        <translation>Règles contenant une partie des mots :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The search failed: %1</source>
        <translation>La recherche a échoué : %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Did you mean &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Vouliez-vous dire &lt;b&gt;%1&lt;/b&gt; ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did you mean %1?</source>
        <translation>Vouliez-vous dire %1 ?</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Cards in the question:</source>
        <translation>Cartes de la question :</translation>
    </message>
</context>
<context>
    <name>gui::Shortcuts</name>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-162"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/gui/diff/diffview.cpp" line="-87"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/panels/snippetdelegate.cpp" line="+27"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n édition, du %1 au %2</numerusform>
            <numerusform>%n éditions, du %1 au %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>example</source>
        <translation>exemple</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>glossary</source>
        <translation>glossaire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Missing: %1</source>
        <translation>Absent : %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>card · Oracle text of %1</source>
        <translation>carte · texte Oracle du %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>card · in its rulings · Oracle text of %1</source>
        <translation>carte · dans ses décisions · texte Oracle du %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Référence des Règles complètes de Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Fichier de base (par défaut : RULEKEEPER_DB ou le dossier de données de l’utilisateur).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this rule.</source>
        <translation>Ouvrir à cette règle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this card.</source>
        <translation>Ouvrir à cette carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Date de l’édition (AAAA-MM-JJ).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the edition in force on this date (YYYY-MM-DD).</source>
        <translation>Ouvrir l’édition en vigueur à cette date (AAAA-MM-JJ).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans ce fichier puis quitter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>Ouvrir le panneau de recherche avec cette requête.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the same rule in this language beside it (e.g. zh).</source>
        <translation>Afficher la même règle dans cette langue à côté (p. ex. zh).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the history panel of the rule.</source>
        <translation>Ouvrir l’historique de la règle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this into the lookup box, its choices shown.</source>
        <translation>Taper ce texte dans la zone de consultation et afficher ses propositions.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16, or on two card snapshots, e.g. 2022-04-25..2025-08-18.</source>
        <translation>Ouvrir la comparaison de deux éditions, p. ex. 2024-07-30..2026-01-16, ou de deux instantanés de cartes, p. ex. 2022-04-25..2025-08-18.</translation>
    </message>
    <message>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16.</source>
        <translation type="vanished">Ouvrir la comparaison de deux éditions, p. ex. 2024-07-30..2026-01-16.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules files to import (opens the import dialog).</source>
        <translation>Fichiers de règles à importer (ouvre la fenêtre d’importation).</translation>
    </message>
</context>
</TS>
