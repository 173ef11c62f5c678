<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="+20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>%1 kann nicht aus der mitgelieferten Beispieldatenbank angelegt werden.</translation>
    </message>
    <message>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation type="vanished">Diese Datenbank enthält kein %1 (%2): Importieren Sie eines, um es zu lesen.</translation>
    </message>
    <message>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation type="vanished">Kein %1 hier war am %2 in Kraft, dem Datum der gelesenen Regeln.</translation>
    </message>
    <message>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation type="vanished">Das %1 vom %2 hat keinen Abschnitt „%3“.</translation>
    </message>
    <message>
        <source>%1, effective %2</source>
        <translation type="vanished">%1, gültig ab %2</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="vanished">Strafe</translation>
    </message>
    <message>
        <source>In this section</source>
        <translation type="vanished">In diesem Abschnitt</translation>
    </message>
</context>
<context>
    <name>gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/dialogs/aboutdialog.cpp" line="+38"/>
        <source>About Rulekeeper</source>
        <translation>Über Rulekeeper</translation>
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
        <translation>Ein Regelnachschlagewerk für Magic: The Gathering-Judges, erstellt mit Qt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database holds no editions yet.</source>
        <translation>Die Datenbank enthält noch keine Ausgaben.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Newest edition of each document:</source>
        <translation>Neueste Ausgabe jedes Dokuments:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gui::BookmarksPanel</name>
    <message>
        <location filename="../app/gui/panels/bookmarkspanel.cpp" line="+18"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit &amp;note…</source>
        <translation>&amp;Notiz bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (glossary)</source>
        <translation>%1 (Glossar)</translation>
    </message>
</context>
<context>
    <name>gui::CardContents</name>
    <message>
        <location filename="../app/gui/cards/cardcontents.cpp" line="+25"/>
        <source>Filter cards</source>
        <translation>Karten filtern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the cards whose name holds these letters (accents and punctuation left out), or the card of a judges&apos; nickname</source>
        <translation>Behält die Karten, deren Name diese Buchstaben enthält (ohne Akzente und Satzzeichen), oder die Karte eines Spitznamens der Judges</translation>
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
            <numerusform>%n Karte unter %1</numerusform>
            <numerusform>%n Karten unter %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — an Alchemy card (digital only)</source>
        <translation>%1 — eine Alchemy-Karte (nur digital)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — an Un-card (not for tournament play)</source>
        <translation>%1 — eine Un-Karte (nicht für Turniere)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — a token</source>
        <translation>%1 — ein Spielstein</translation>
    </message>
</context>
<context>
    <name>gui::CardPageView</name>
    <message>
        <location filename="../app/gui/cards/cardpage.cpp" line="+130"/>
        <source>An Alchemy card, rebalanced for digital play: not the paper card of that name.</source>
        <translation>Eine Alchemy-Karte, für das digitale Spiel neu ausbalanciert: nicht die Papierkarte dieses Namens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Un-card or playtest card: not legal in sanctioned tournaments.</source>
        <translation>Eine Un-Karte oder Playtest-Karte: in sanktionierten Turnieren nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token.</source>
        <translation>Ein Spielstein.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wizards of the Coast ruling</source>
        <translation>Ruling von Wizards of the Coast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall note, not an official ruling</source>
        <translation>Anmerkung von Scryfall, kein offizielles Ruling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 note, not an official ruling</source>
        <translation>Anmerkung von %1, kein offizielles Ruling</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oracle text as of %1</source>
        <translation>Oracle-Text vom Stand %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loyalty %1</source>
        <translation>Loyalität %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense %1</source>
        <translation>Verteidigung %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules it invokes (Comprehensive Rules, effective %1)</source>
        <translation>Regeln, die sie aufruft (Comprehensive Rules, gültig ab %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No rulings up to %1.</source>
        <translation>Keine Rulings bis %1.</translation>
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
        <translation>Früherer Oracle-Text</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 until %2</source>
        <translation>Vom %1 bis %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sets</source>
        <translation>Sets</translation>
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
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This database holds no cards: import a card file (MTGJSON, Scryfall or Cockatrice) to read them.</source>
        <translation>Diese Datenbank enthält keine Karten: Importieren Sie eine Kartendatei (MTGJSON, Scryfall oder Cockatrice), um sie zu lesen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card snapshot up to %1 holds “%2”.</source>
        <translation>Kein Kartenstand bis %1 enthält „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card is named “%1”.</source>
        <translation>Keine Karte heißt „%1“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Keine Karte heißt „%1“. Am ähnlichsten: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (Oracle text as of %2): %3</source>
        <translation>%1 (Oracle-Text vom Stand %2): %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Oracle text as of %2)</source>
        <translation>%1 (Oracle-Text vom Stand %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards are read in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Karten gibt es nur auf Englisch: daneben wird nichts gezeigt. Regeln schon, nach Nummer.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Oracle text as of %1</source>
        <translation>Oracle-Text vom Stand %1</translation>
    </message>
</context>
<context>
    <name>gui::Changes</name>
    <message>
        <location filename="../app/gui/diff/changetitles.cpp" line="+11"/>
        <source>first seen</source>
        <translation>erstmals belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typography only</source>
        <translation>nur Typografie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited numbers renumbered</source>
        <translation>zitierte Nummern geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reworded</source>
        <translation>umformuliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered</source>
        <translation>umnummeriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered and reworded</source>
        <translation>umnummeriert und umformuliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation>aufgeteilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
</context>
<context>
    <name>gui::ComparePane</name>
    <message>
        <location filename="../app/gui/panels/comparepane.cpp" line="+18"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Glossary entries are not shown side by side: their terms differ from one language to another. Rules are, by number.</source>
        <translation>Glossareinträge werden nicht nebeneinander gezeigt: Ihre Begriffe unterscheiden sich von Sprache zu Sprache. Regeln schon, nach ihrer Nummer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The tournament documents (MTR, IPG, JAR) are kept in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>Die Turnierdokumente (MTR, IPG, JAR) gibt es hier nur auf Englisch: Daneben wird nichts angezeigt. Regeln schon, nach Nummer.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule in the other language cannot be read: %1</source>
        <translation>Die Regel in der anderen Sprache kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No other language has the %1 edition. Import a translation of it (Rules › Import) to read the two side by side.</source>
        <translation>Keine andere Sprache hat die Ausgabe vom %1. Importieren Sie eine Übersetzung davon (Regeln › Importieren), um beide nebeneinander zu lesen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule %1 is not in the %2 edition in this language (%3).</source>
        <translation>Regel %1 ist nicht in der Ausgabe vom %2 in dieser Sprache (%3).</translation>
    </message>
</context>
<context>
    <name>gui::DiffDocument</name>
    <message>
        <location filename="../app/gui/diff/diffdocument.cpp" line="+192"/>
        <source>%1% of the words the same</source>
        <translation>%1 % der Wörter gleich</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes of the Oracle text from the cards as of %1 to the cards as of %2</source>
        <translation>Änderungen des Oracle-Texts von den Karten vom Stand %1 zu denen vom Stand %2</translation>
    </message>
    <message>
        <source>Comprehensive Rules: %1 → %2</source>
        <translation type="vanished">Umfassende Regeln: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changes from the edition effective %1 (%2) to the one effective %3 (%4)</source>
        <translation>Änderungen von der Ausgabe gültig ab %1 (%2) zu der gültig ab %3 (%4)</translation>
    </message>
</context>
<context>
    <name>gui::DiffModel</name>
    <message>
        <location filename="../app/gui/diff/diffmodel.cpp" line="+197"/>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>gui::DiffView</name>
    <message>
        <location filename="../app/gui/diff/diffview.cpp" line="+83"/>
        <location line="+470"/>
        <source>Compare editions — Rulekeeper</source>
        <translation>Ausgaben vergleichen — Rulekeeper</translation>
    </message>
    <message>
        <location line="-459"/>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;to</source>
        <translation>&amp;bis</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+414"/>
        <source>Filter: a rule number (702.1) or words  (Ctrl+F)</source>
        <translation>Filter: eine Regelnummer (702.1) oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="-413"/>
        <location line="+414"/>
        <source>Filter: a rule number or words  (Ctrl+F)</source>
        <translation>Filter: eine Regelnummer oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter: a section number or words  (Ctrl+F)</source>
        <translation>Filter: eine Abschnittsnummer oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="-418"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter  (Ctrl+F)</source>
        <translation>Filter  (Strg+F)</translation>
    </message>
    <message>
        <location line="-422"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>&amp;Side by side</source>
        <translation>&amp;Nebeneinander</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Inline</source>
        <translation>&amp;Im Text</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Words:</source>
        <translation>Wörter:</translation>
    </message>
    <message>
        <location line="+340"/>
        <source>Enter: show the rule in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Eingabe: Regel im Hauptfenster zeigen · Strg+F: filtern · Strg+P: drucken · Esc: schließen</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>These editions cannot be compared: %1</source>
        <translation>Diese Ausgaben lassen sich nicht vergleichen: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln Änderung</numerusform>
            <numerusform>%Ln Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln rule(s) unchanged</source>
        <translation>
            <numerusform>%Ln Regel unverändert</numerusform>
            <numerusform>%Ln Regeln unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%Ln section(s) unchanged</source>
        <translation>
            <numerusform>%Ln Abschnitt unverändert</numerusform>
            <numerusform>%Ln Abschnitte unverändert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter: a section number (2.1) or words  (Ctrl+F)</source>
        <translation>Filter: eine Abschnittsnummer (2.1) oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Enter: show the section in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Eingabe: Abschnitt im Hauptfenster zeigen · Strg+F: filtern · Strg+P: drucken · Esc: schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: show the card in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Eingabe: Karte im Hauptfenster zeigen · Strg+F: filtern · Strg+P: drucken · Esc: schließen</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln card(s) unchanged</source>
        <translation>
            <numerusform>%Ln Karte unverändert</numerusform>
            <numerusform>%Ln Karten unverändert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter: a card&apos;s name or words  (Ctrl+F)</source>
        <translation>Filter: ein Kartenname oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter: a name or words  (Ctrl+F)</source>
        <translation>Filter: ein Name oder Wörter  (Strg+F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare card snapshots — Rulekeeper</source>
        <translation>Kartenstände vergleichen — Rulekeeper</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%1 of %Ln change(s) listed</source>
        <translation>
            <numerusform>%1 von %Ln Änderung aufgeführt</numerusform>
            <numerusform>%1 von %Ln Änderungen aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln Änderung aufgeführt</numerusform>
            <numerusform>%Ln Änderungen aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No card changed from %1 to %2.</source>
        <translation>Von %1 bis %2 hat sich keine Karte geändert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section changed from %1 to %2.</source>
        <translation>Von %1 bis %2 hat sich kein Abschnitt geändert.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no snapshot up to then holds the card</source>
        <translation>kein Stand bis dahin enthält die Karte</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 of %Ln change(s), chosen by %2</source>
        <translation>
            <numerusform>%1 von %Ln Änderung, ausgewählt nach %2</numerusform>
            <numerusform>%1 von %Ln Änderungen, ausgewählt nach %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Oracle text changes %1 to %2</source>
        <translation>Oracle-Text-Änderungen von %1 bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changes %2 to %3</source>
        <translation>%1 Änderungen von %2 bis %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Still printing the report before this one…</source>
        <translation>Der vorige Bericht wird noch gedruckt…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report went to the printer.</source>
        <translation>Der Bericht wurde an den Drucker gesendet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printing the report…</source>
        <translation>Der Bericht wird gedruckt…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>All changes (%1)</source>
        <translation>Alle Änderungen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No rule changed from %1 to %2.</source>
        <translation>Von %1 bis %2 hat sich keine Regel geändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No change matches the filter.</source>
        <translation>Keine Änderung passt zum Filter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a change to see its words.</source>
        <translation>Wählen Sie eine Änderung, um ihren Wortlaut zu sehen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in this edition</source>
        <translation>nicht in dieser Ausgabe</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Comprehensive Rules changes %1 to %2</source>
        <translation type="vanished">Änderungen der Umfassenden Regeln %1 bis %2</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>%1 (%2) and %3 (%4) are in different languages: rules are compared by their words, so every rule would read as added or removed. Choose two editions of one language.</source>
        <translation>%1 (%2) und %3 (%4) sind in verschiedenen Sprachen: Regeln werden nach ihren Wörtern verglichen, jede Regel erschiene also als hinzugefügt oder entfernt. Wählen Sie zwei Ausgaben einer Sprache.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In another language than %1 (%2): compare two editions of one language.</source>
        <translation>In einer anderen Sprache als %1 (%2): vergleichen Sie zwei Ausgaben einer Sprache.</translation>
    </message>
</context>
<context>
    <name>gui::EditionLabel</name>
    <message>
        <location filename="../app/gui/window/editionlabel.h" line="+24"/>
        <source>partial: an excerpt of the rules. A rule it lacks is not known to be absent, and its history is read from the whole editions.</source>
        <translation>teilweise: ein Auszug der Regeln. Fehlt eine Regel darin, heißt das nicht, dass es sie nicht gibt; ihre Geschichte wird aus den vollständigen Ausgaben gelesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lossy: the file it came from had lost some punctuation on the way (apostrophes, quotes, dashes shown as “?”). The words are as published.</source>
        <translation>verlustbehaftet: Der Datei, aus der sie stammt, fehlten Satzzeichen (Apostrophe, Anführungszeichen, Gedankenstriche als „?“). Die Wörter sind wie veröffentlicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transliterated: every quote and dash of the file was folded to plain ASCII; the editions before and after it have the same words with them.</source>
        <translation>transliteriert: jedes Anführungszeichen und jeder Gedankenstrich der Datei wurde zu einfachem ASCII; die Ausgaben davor und danach haben dieselben Wörter mit ihnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>incomplete: the file broke off; the rules after that point are missing.</source>
        <translation>unvollständig: Die Datei bricht ab; die Regeln danach fehlen.</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/dialogs/helpdialog.cpp" line="+39"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type anywhere</source>
        <translation>Irgendwo tippen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Nachschlagen mit dem Getippten beginnen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compare editions</source>
        <translation>Ausgaben vergleichen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find a key or what it does, e.g. zoom or history</source>
        <translation>Eine Taste oder ihre Wirkung suchen, z. B. Zoom oder Verlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>No key matches “%1”.</source>
        <translation>Keine Taste passt zu „%1“.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="vanished">Eingabe</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Nachschlagen; in Suchergebnissen die Regel öffnen</translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="vanished">Pfeil nach unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the search box to its results</source>
        <translation>Vom Suchfeld zu den Ergebnissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next link of the rule shown</source>
        <translation>Der nächste Verweis der angezeigten Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse back / forward buttons</source>
        <translation>Maustasten Zurück / Vor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back / Forward</source>
        <translation>Zurück / Vor</translation>
    </message>
    <message>
        <source>Compare editions: Enter</source>
        <translation type="vanished">Ausgaben vergleichen: Eingabe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show the change&apos;s rule in the main window</source>
        <translation>Die Regel der Änderung im Hauptfenster zeigen</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+F, Down</source>
        <translation type="vanished">Ausgaben vergleichen: Strg+F, Pfeil nach unten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter the changes, then back to the list</source>
        <translation>Die Änderungen filtern, dann zurück zur Liste</translation>
    </message>
    <message>
        <source>Compare editions: Alt+S / Alt+I</source>
        <translation type="vanished">Ausgaben vergleichen: Alt+N / Alt+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words side by side / inline</source>
        <translation>Wörter nebeneinander / im Text</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+P, Ctrl+Shift+S</source>
        <translation type="vanished">Ausgaben vergleichen: Strg+P, Strg+Umschalt+S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the changes listed, or save them as PDF</source>
        <translation>Die aufgeführten Änderungen drucken oder als PDF speichern</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">Tasten</translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="vanished">Wirkung</translation>
    </message>
</context>
<context>
    <name>gui::HistoryPanel</name>
    <message>
        <location filename="../app/gui/panels/historypanel.cpp" line="+77"/>
        <location line="+44"/>
        <source>The history cannot be read: %1</source>
        <translation>Der Verlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card snapshot here holds %1.</source>
        <translation>Kein Kartenstand hier enthält %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 has no history in the editions here.</source>
        <translation>%1 %2 hat in den Ausgaben hier keinen Verlauf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule %1 has no history in the editions here.</source>
        <translation>Regel %1 hat in den vorhandenen Ausgaben keinen Verlauf.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Hide the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Den %n Schritt ausblenden, der nur Anführungszeichen, Striche oder Groß-/Kleinschreibung änderte</numerusform>
            <numerusform>Die %n Schritte ausblenden, die nur Anführungszeichen, Striche oder Groß-/Kleinschreibung änderten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Den %n Schritt zeigen, der nur Anführungszeichen, Striche oder Groß-/Kleinschreibung änderte</numerusform>
            <numerusform>Die %n Schritte zeigen, die nur Anführungszeichen, Striche oder Groß-/Kleinschreibung änderten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the snapshot shown)</source>
        <translation>(der angezeigte Stand)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the snapshot shown, %1)</source>
        <translation>(gültig im angezeigten Stand, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the edition shown)</source>
        <translation>(die angezeigte Ausgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the edition shown, %1)</source>
        <translation>(gültig in der angezeigten Ausgabe, %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No longer in the rules.</source>
        <translation>Nicht mehr in den Regeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer in the %1.</source>
        <translation>Nicht mehr im %1.</translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message>
        <location filename="../importers/formats.cpp" line="+95"/>
        <source>Official CR text</source>
        <translation>Offizieller CR-Text</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV rows</source>
        <translation>CSV-Zeilen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>JSON rows</source>
        <translation>JSON-Zeilen</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Policy document as JSON sections</source>
        <translation>Turnierdokument als JSON-Abschnitte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document from the judges&apos; blog</source>
        <translation>Turnierdokument aus dem Judge-Blog</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF pages in HTML</source>
        <translation>Turnierdokument als PDF-Seiten in HTML</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document converted to HTML</source>
        <translation>Turnierdokument, nach HTML umgewandelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as an e-book</source>
        <translation>Turnierdokument als E-Book</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document with change marks</source>
        <translation>Turnierdokument mit Änderungsmarkierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF text</source>
        <translation>Turnierdokument als PDF-Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old tournament rules as plain text</source>
        <translation>Alte Turnierregeln als reiner Text</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON Lines rows</source>
        <translation>JSON-Lines-Zeilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset viewer rows</source>
        <translation>Zeilen aus einem Datensatz-Viewer</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CR as JSON</source>
        <translation>CR als JSON</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Book page</source>
        <translation>Buchseite</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>HTML page</source>
        <translation>HTML-Seite</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text copy of a web page</source>
        <translation>Textkopie einer Webseite</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>reStructuredText</source>
        <translation>reStructuredText</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dated rulings</source>
        <translation>Datierte Regelungen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Card rulings</source>
        <translation>Kartenentscheidungen</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="+68"/>
        <location line="+155"/>
        <source>Import rules</source>
        <translation>Regeln importieren</translation>
    </message>
    <message>
        <source>Official CR text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings. The shape of each file is recognised from its content; the pages of one book given together become one edition.</source>
        <translation type="vanished">Offizielle CR-Textdateien, Zeilen (CSV, JSON, JSON Lines), HTML-Seiten, Buchseiten, datierte Regelungen und Kartenentscheidungen. Die Form jeder Datei wird an ihrem Inhalt erkannt; zusammen angegebene Seiten eines Buchs ergeben eine Ausgabe.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add files…</source>
        <translation>Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recognise from the content</source>
        <translation>Am Inhalt erkennen</translation>
    </message>
    <message>
        <source>as each file states</source>
        <translation type="vanished">wie jede Datei angibt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>for the files that state none, and the rows selected</source>
        <translation>für die Dateien, die keines angeben, und die ausgewählten Zeilen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>from each file’s text</source>
        <translation>aus dem Text jeder Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An &amp;excerpt: the files hold only part of the rules</source>
        <translation>Ein &amp;Auszug: die Dateien enthalten nur einen Teil der Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;place an edition of the same date and language</source>
        <translation>Ausgabe mit gleichem Datum und gleicher Sprache &amp;ersetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Regeldateien (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not recognised</source>
        <translation>nicht erkannt</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location line="+201"/>
        <location line="+17"/>
        <location line="+98"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n Regel</numerusform>
            <numerusform>%n Regeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-316"/>
        <location line="+201"/>
        <location line="+19"/>
        <location line="+97"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n Beispiel</numerusform>
            <numerusform>%n Beispiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-315"/>
        <location line="+200"/>
        <location line="+20"/>
        <location line="+96"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n Glossarbegriff</numerusform>
            <numerusform>%n Glossarbegriffe</numerusform>
        </translation>
    </message>
    <message>
        <location line="-311"/>
        <source>in %1</source>
        <comment>the language the rules are written in, e.g. in zh</comment>
        <translation>auf %1</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <location line="+202"/>
        <location line="+18"/>
        <location line="+93"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder.</source>
        <translation type="vanished">Die Comprehensive Rules als offizielle Textdateien, Zeilen (CSV, JSON, JSON Lines), HTML-Seiten, Buchseiten, datierte Rulings und Karten-Rulings; die Tournament Rules, den Infraction Procedure Guide und Judging at Regular REL als PDFs oder deren Text, als HTML-Seiten (der Judge-Blog, umgewandelte PDFs, E-Books), als Archive mit Änderungsmarken (.ejs), als Ordner mit JSON-Abschnitten oder als alte Regeln in reinem Text. Die Form jeder Datei wird an ihrem Inhalt erkannt; die zusammen angegebenen Seiten eines Buchs werden eine Ausgabe, ebenso die Dateien eines Ordners.</translation>
    </message>
    <message>
        <location line="-518"/>
        <source>Add a f&amp;older…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>As each file names it</source>
        <translation>Wie jede Datei es nennt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For files that do not say which document they are; every file imported must then be of this document.</source>
        <translation>Für Dateien, die nicht sagen, welches Dokument sie sind; jede importierte Datei muss dann zu diesem Dokument gehören.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Doc&amp;ument:</source>
        <translation>Dok&amp;ument:</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">Regeldateien (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Import a folder of sections</source>
        <translation>Einen Ordner mit Abschnitten importieren</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n Kartenentscheidung</numerusform>
            <numerusform>%n Kartenentscheidungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add the files to import, or drop them here.</source>
        <translation>Fügen Sie die zu importierenden Dateien hinzu oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date must be a day of the form YYYY-MM-DD, such as 2024-07-30.</source>
        <translation>Das Datum muss ein Tag der Form JJJJ-MM-TT sein, etwa 2024-07-30.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the files…</source>
        <translation>Die Dateien werden gelesen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which document it is: choose it under “%2” above.</source>
        <translation>%1 sagt nicht, welches Dokument es ist: wählen Sie es oben unter „%2“.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+69"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>MTGJSON cards</source>
        <translation>MTGJSON-Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall cards</source>
        <translation>Scryfall-Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cockatrice cards</source>
        <translation>Cockatrice-Karten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder. Card files from MTGJSON (set files, AllPrintings, archives), Scryfall and Cockatrice become a snapshot of the cards, dated as the file states.</source>
        <translation>Die Comprehensive Rules als offizielle Textdateien, Zeilen (CSV, JSON, JSON Lines), HTML-Seiten, Buchseiten, datierte Rulings und Karten-Rulings; die Tournament Rules, den Infraction Procedure Guide und Judging at Regular REL als PDFs oder deren Text, als HTML-Seiten (der Judge-Blog, umgewandelte PDFs, E-Books), als Archive mit Änderungsmarken (.ejs), als Ordner mit JSON-Abschnitten oder als alte Regeln in reinem Text. Die Form jeder Datei wird an ihrem Inhalt erkannt; die zusammen angegebenen Seiten eines Buchs werden eine Ausgabe, ebenso die Dateien eines Ordners. Kartendateien von MTGJSON (Set-Dateien, AllPrintings, Archive), Scryfall und Cockatrice werden ein Stand der Karten, datiert wie die Datei es angibt.</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Card files (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;All files (*)</source>
        <translation>Regeldateien (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Kartendateien (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The text names no document: choose it under “%1” above.</source>
        <translation>Der Text nennt kein Dokument: wählen Sie es oben unter „%1“.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <location line="+312"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-312"/>
        <location line="+312"/>
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n Ruling</numerusform>
            <numerusform>%n Rulings</numerusform>
        </translation>
    </message>
    <message>
        <location line="-254"/>
        <source>%1 cannot be imported (see its row); remove it to import the others.</source>
        <translation>%1 kann nicht importiert werden (siehe seine Zeile); entfernen Sie es, um die anderen zu importieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which edition it is: give its date above.</source>
        <translation>%1 gibt nicht an, welche Ausgabe es ist: geben Sie oben ihr Datum an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An edition dated %1 (%2) is already here, imported from %3: tick “%4” to replace it.</source>
        <translation>Eine Ausgabe vom %1 (%2) ist schon vorhanden, importiert aus %3: Kreuzen Sie „%4“ an, um sie zu ersetzen.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>none stated</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An edition of this date and language is already here (%1).</source>
        <translation>Eine Ausgabe dieses Datums und dieser Sprache ist schon vorhanden (%1).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>Bereit, %n Datei zu importieren.</numerusform>
            <numerusform>Bereit, %n Dateien zu importieren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>Import läuft…</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Import cancelled: nothing was stored.</source>
        <translation>Import abgebrochen: nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was stored: %1</source>
        <translation>Nichts wurde gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1: %n Kartenentscheidung  (%2)</numerusform>
            <numerusform>%1: %n Kartenentscheidungen  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1: %n Kartenentscheidung, bereits importiert  (%2)</numerusform>
            <numerusform>%1: %n Kartenentscheidungen, bereits importiert  (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards of %1: %2, %3  (%4)</source>
        <comment>date, cards, rulings, file</comment>
        <translation>Karten vom %1: %2, %3  (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3: %4  (%5)</source>
        <comment>document, date, language, sections, file</comment>
        <translation>%1 %2 %3: %4  (%5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2: %3, %4, %5%6  (%7)</source>
        <translation>%1 %2: %3, %4, %5%6  (%7)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: already imported as %2 (%3)</source>
        <translation>%1: bereits importiert als %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n Warnung:</numerusform>
            <numerusform>%n Warnungen:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported.</source>
        <translation>Importiert.</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Nothing was imported: the editions here were kept.</source>
        <translation>Nichts wurde importiert: die vorhandenen Ausgaben bleiben.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the punctuation the lossy copy dropped</source>
        <translation>die Satzzeichen, die der verlustbehaftete Text verloren hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatever the copy lacks</source>
        <translation>alles, was der Kopie fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole %1 of %2 (%3) here, imported from %4, holds %5.
%6 is read as %7 and holds %8.
Replacing it loses %9.</source>
        <comment>document, date, language, file here, its contents; file imported, flags, its contents; what is lost</comment>
        <translation>Die vollständige %1 vom %2 (%3), importiert aus %4, enthält %5.
%6 wird als %7 gelesen und enthält %8.
Das Ersetzen verliert %9.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace a whole edition?</source>
        <translation>Eine vollständige Ausgabe ersetzen?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace a whole edition.</source>
        <translation>
            <numerusform>Das Ersetzen verliert Regeln: %n als Auszug, unvollständig oder verlustbehaftet gelesene Datei würde eine vollständige Ausgabe ersetzen.</numerusform>
            <numerusform>Das Ersetzen verliert Regeln: %n als Auszug, unvollständig oder verlustbehaftet gelesene Dateien würden vollständige Ausgaben ersetzen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace and &amp;lose them</source>
        <translation>Ersetzen und &amp;verlieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the editions here</source>
        <translation>Vorhandene Ausgaben &amp;behalten</translation>
    </message>
</context>
<context>
    <name>gui::Languages</name>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>Koreanisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/window/lookupcompleter.cpp" line="+65"/>
        <source>%1 — rule %2</source>
        <translation>%1 — Regel %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — Glossar</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — card</source>
        <translation>%1 — Karte</translation>
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
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Document</source>
        <translation>&amp;Dokument</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rule number, keyword, term, policy section or card, e.g. 702.19b, kicker, IPG 2.1 or Lotus Bloom  (Ctrl+L)</source>
        <translation>Regelnummer, Schlüsselwort, Begriff, Abschnitt oder Karte, z. B. 702.19b, Kicker, IPG 2.1 oder Lotus Bloom  (Strg+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)</source>
        <translation>Regelnummer, Schlüsselwort, Glossarbegriff oder Abschnitt, z. B. 702.19b, Kicker oder IPG 2.1  (Strg+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword, term or section: 702.19b, kicker, IPG 2.1  (Ctrl+L)</source>
        <translation>Regel, Schlüsselwort, Begriff oder Abschnitt: 702.19b, Kicker, IPG 2.1  (Strg+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword or section  (Ctrl+L)</source>
        <translation>Regel, Schlüsselwort oder Abschnitt  (Strg+L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up  (Ctrl+L)</source>
        <translation>Nachschlagen  (Strg+L)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>This database has no editions yet. Import one with Rules › Import (Ctrl+O), or drop its file on this window.</source>
        <translation>Diese Datenbank enthält noch keine Ausgaben. Importieren Sie eine mit Regeln › Importieren (Strg+O) oder ziehen Sie ihre Datei auf dieses Fenster.</translation>
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
            <numerusform>%n Ausgabe in %1</numerusform>
            <numerusform>%n Ausgaben in %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Edition</source>
        <translation>&amp;Ausgabe</translation>
    </message>
    <message>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation type="vanished">Regelnummer, Schlüsselwort oder Glossarbegriff, z. B. 702.19b oder Kicker  (Strg+L)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bookmark note</source>
        <translation>Lesezeichen-Notiz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1:</source>
        <translation>Notiz zu %1:</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Geben Sie eine Regelnummer, ein Schlüsselwort oder einen Glossarbegriff ein (Strg+L) und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look up a rule</source>
        <translation>Regel &amp;nachschlagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the &amp;edition</source>
        <translation>&amp;Ausgabe wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules in force on a &amp;date…</source>
        <translation>Regeln, gültig an einem &amp;Datum…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force on a date</source>
        <translation>Regeln, gültig an einem Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (YYYY-MM-DD), e.g. of a tournament:</source>
        <translation>Datum (JJJJ-MM-TT), z. B. eines Turniers:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>Zitat &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Bookmark this rule…</source>
        <translation>Lese&amp;zeichen für diese Regel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to bookmark: look a rule up first.</source>
        <translation>Nichts für ein Lesezeichen: Schlagen Sie zuerst eine Regel nach.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bookmark</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1 (optional):</source>
        <translation>Notiz zu %1 (freiwillig):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Co&amp;mpare editions…</source>
        <translation>Ausgaben &amp;vergleichen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print this rule…</source>
        <translation>Diese Regel d&amp;rucken…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to print: look a rule up first.</source>
        <translation>Nichts zu drucken: Schlagen Sie zuerst eine Regel nach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this rule as PD&amp;F…</source>
        <translation>Diese Regel als PD&amp;F speichern…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to save: look a rule up first.</source>
        <translation>Nichts zu speichern: Schlagen Sie zuerst eine Regel nach.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import rules files…</source>
        <translation>Regeldateien &amp;importieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check for &amp;New Rules…</source>
        <translation>Auf neue Regeln &amp;prüfen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
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
        <translation>Die &amp;aktuellen Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Home</source>
        <translation>Alt+Home</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comprehensive &amp;Rules</source>
        <translation>Umfassende &amp;Regeln (CR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic Tournament R&amp;ules (MTR)</source>
        <translation>Magic-T&amp;urnierregeln (MTR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Infraction Procedure Guide (IPG)</source>
        <translation>&amp;Infraction Procedure Guide (IPG)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Judging at Regular REL (JAR)</source>
        <translation>&amp;Judging at Regular REL (JAR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oracle c&amp;ards</source>
        <translation>Oracle-&amp;Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Search the rules</source>
        <translation>Regeln &amp;durchsuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;History of this rule</source>
        <translation>V&amp;erlauf dieser Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Book&amp;marks</source>
        <translation>&amp;Lesezeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Table of contents</source>
        <translation>&amp;Inhaltsverzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Next &amp;part of the rule</source>
        <translation>Nächster &amp;Teil der Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious part of the rule</source>
        <translation>&amp;Vorheriger Teil der Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+Tab</source>
        <translation>Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Normal size</source>
        <translation>&amp;Normale Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side by side with another &amp;language</source>
        <translation>Neben einer anderen &amp;Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;About Rulekeeper</source>
        <translation>&amp;Über Rulekeeper</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="vanished">Ctrl+,</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="-404"/>
        <source>“%1” is not a date of the form YYYY-MM-DD.</source>
        <translation>„%1“ ist kein Datum der Form JJJJ-MM-TT.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edition here was in force on %1.</source>
        <translation>Keine vorhandene Ausgabe war am %1 gültig.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In force on %1: the rules effective %2, the %3 effective %4.</source>
        <translation>In Kraft am %1: die Regeln vom %2, das %3 vom %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules in force on %1: the edition effective %2.</source>
        <translation>Am %1 gültige Regeln: die Ausgabe, gültig ab %2.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+114"/>
        <source>The %1 of %2 has no sections.</source>
        <translation>Das %1 vom %2 hat keine Abschnitte.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The %1 of %2 has no section “%3”: its first section is shown.</source>
        <translation>Das %1 vom %2 hat keinen Abschnitt „%3“: Sein erster Abschnitt wird angezeigt.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This database holds no cards: import a card file to read them.</source>
        <translation>Diese Datenbank enthält keine Karten: Importieren Sie eine Kartendatei, um sie zu lesen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>Diese Datenbank enthält kein %1 (%2): Importieren Sie eines, um es zu lesen.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are reading the %1 of %2, replaced on %3. The %1 in force today is that of %4.</source>
        <translation>Sie lesen das %1 vom %2, ersetzt am %3. Heute gilt das %1 vom %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database holds excerpts of the rules, not the whole Comprehensive Rules: a rule missing here may well exist. Fetch the current rules, or import rules files you have.</source>
        <translation>Diese Datenbank enthält Auszüge der Regeln, nicht die vollständigen Comprehensive Rules: Eine Regel, die hier fehlt, kann durchaus existieren. Laden Sie die aktuellen Regeln oder importieren Sie vorhandene Regeldateien.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are reading the %1 rules, replaced on %2. The rules in force today are those of %3.</source>
        <translation>Sie lesen die Regeln vom %1, ersetzt am %2. Heute gelten die Regeln vom %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+34"/>
        <source>The rules database cannot be read: %1</source>
        <translation>Die Regeldatenbank kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+20"/>
        <source>Finding rule %1 of %2 in the edition of %3: the editions are being linked…</source>
        <translation>Regel %1 vom %2 wird in der Ausgabe vom %3 gesucht: Die Ausgaben werden verknüpft…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule %1 of %2 cannot be followed into %3: %4</source>
        <translation>Regel %1 vom %2 kann nicht nach %3 verfolgt werden: %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule %1 of %2 is rule %3 in %4.</source>
        <translation>Regel %1 von %2 ist Regel %3 in %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 did not exist yet in %3: it first appears in the edition of %4.</source>
        <translation>Regel %1 von %2 gab es in %3 noch nicht: sie erscheint erstmals in der Ausgabe vom %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 is no longer in %3: it was removed in the edition of %4.</source>
        <translation>Regel %1 von %2 ist nicht mehr in %3: sie wurde in der Ausgabe vom %4 entfernt.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Linking the editions waits for the database: %1</source>
        <translation>Das Verknüpfen der Ausgaben wartet auf die Datenbank: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-213"/>
        <source>The history of the rule shown appears here.</source>
        <translation>Hier erscheint der Verlauf der angezeigten Regel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Linking the editions…</source>
        <translation>Die Ausgaben werden verknüpft…</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1 names %n rule(s); showing the first, %2: the others follow it.</source>
        <translation>
            <numerusform>%1 nennt %n Regel; gezeigt wird die erste, %2: die anderen folgen ihr.</numerusform>
            <numerusform>%1 nennt %n Regeln; gezeigt wird die erste, %2: die anderen folgen ihr.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Nichts heißt „%1“; die Regeln werden danach durchsucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.</source>
        <translation>Nichts in der Ausgabe vom %1 heißt „%2“. Die Suche listet die Regeln, die es erwähnen.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No card is named “%1”.</source>
        <translation>Keine Karte heißt „%1“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>Keine Karte heißt „%1“. Am ähnlichsten: %2.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No section of the %1 is named “%2”: the one that answers it best is shown.</source>
        <translation>Kein Abschnitt des %1 heißt „%2“: Der passendste wird angezeigt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 cannot be read from the rules database; the status line says why.</source>
        <translation>%1 kann nicht aus der Regeldatenbank gelesen werden; die Statuszeile nennt den Grund.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>Der Glossarbegriff „%1“ ist nicht in dieser Ausgabe (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glossar, %1 (gültig ab %2): %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>Regel %1 ist nicht in dieser Ausgabe (%2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (gültig ab %2): %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 (effective %2)</source>
        <translation>%1 (gültig ab %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 ist nicht in dieser Ausgabe.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_places.cpp" line="+95"/>
        <source>Bookmarked %1 (%2).</source>
        <translation>Lesezeichen für %1 (%2) gesetzt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The edition of %1 is no longer in this database.</source>
        <translation>Die Ausgabe vom %1 ist nicht mehr in dieser Datenbank.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_dialogs.cpp" line="+67"/>
        <source>No document here has editions dated %1 and %2.</source>
        <translation>Kein Dokument hier hat Ausgaben vom %1 und vom %2.</translation>
    </message>
    <message>
        <source>Snapshots of the cards are not compared in the window yet: read a rule or a tournament document to compare its editions.</source>
        <translation type="vanished">Stände der Karten werden im Fenster noch nicht verglichen: Lesen Sie eine Regel oder ein Turnierdokument, um dessen Ausgaben zu vergleichen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No edition dated %1 here.</source>
        <translation>Hier gibt es keine Ausgabe vom %1.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>No snapshot of the cards dated %1 here.</source>
        <translation>Hier gibt es keinen Stand der Karten vom %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No %1 dated %2 here.</source>
        <translation>Kein %1 vom %2 vorhanden.</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+42"/>
        <source>CR Glossary, %1 (effective %2)</source>
        <translation>CR Glossar, %1 (gültig ab %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CR %1 (effective %2)</source>
        <translation>CR %1 (gültig ab %2)</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="-31"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Die Regeldatenbank kann nicht geöffnet werden:
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
        <translation>Diese Datenbank enthält kein %1 (%2): Importieren Sie eines, um es zu lesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation>Kein %1 hier war am %2 in Kraft, dem Datum der gelesenen Regeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation>Das %1 vom %2 hat keinen Abschnitt „%3“.</translation>
    </message>
</context>
<context>
    <name>gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/preferencesdialog.cpp" line="+44"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default (%1 pt)</source>
        <translation>Standard (%1 pt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system&apos;s (%1)</source>
        <translation>Die des Systems (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The system&apos;s</source>
        <translation>Die des Systems</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes the next time Rulekeeper starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Rulekeeper.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule &amp;text size:</source>
        <translation>&amp;Textgröße der Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>gui::Printing</name>
    <message>
        <location filename="../app/gui/reading/printing.cpp" line="+22"/>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Nothing was written to %1.</source>
        <translation>In %1 wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/reading/examplelabel.cpp" line="+12"/>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+146"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[unvollständig: die Quelle hat diese Regel abgeschnitten]</translation>
    </message>
    <message>
        <source>Text in force since %1 (dated by its source)</source>
        <translation type="vanished">Wortlaut gilt seit %1 (von der Quelle datiert)</translation>
    </message>
    <message>
        <source>Text in force since %1</source>
        <translation type="vanished">Wortlaut gilt seit %1</translation>
    </message>
    <message>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation type="vanished">Wortlaut gilt seit %1 oder früher (die älteste Ausgabe hier)</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>since %1 (dated by its source)</source>
        <translation>seit %1 (von seiner Quelle datiert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>since %1</source>
        <translation>seit %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least since %1 (the earliest %2 edition here)</source>
        <translation>mindestens seit %1 (die früheste Ausgabe hier in der Sprache %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text in force %1</source>
        <translation>Text in Kraft %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; renumbered from %1 on %2</source>
        <translation>; am %2 von %1 umnummeriert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By the English edition of the same date; this translation&apos;s wording %1</source>
        <translation>Laut der englischen Ausgabe desselben Datums; der Wortlaut dieser Übersetzung %1</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+20"/>
        <location line="+327"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Umfassende Regeln, gültig ab %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cited by:</source>
        <translation>Zitiert von:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (glossary)</source>
        <translation>%1 (Glossar)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Rulings of cards citing it (%n), newest first</source>
        <translation>
            <numerusform>Karten-Ruling, das sie zitiert (%n), neuestes zuerst</numerusform>
            <numerusform>Karten-Rulings, die sie zitieren (%n), neueste zuerst</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cites %1</source>
        <translation>zitiert %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 note, not an official ruling</source>
        <translation>Anmerkung von %1, kein offizielles Ruling</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Kartenentscheidung (%n)</numerusform>
            <numerusform>Kartenentscheidungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sectionrender.cpp" line="+146"/>
        <source>%1, effective %2</source>
        <translation>%1, gültig ab %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>In this section</source>
        <translation>In diesem Abschnitt</translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdate</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="+88"/>
        <source>Reading the rules page %1…</source>
        <translation>Die Regelseite %1 wird gelesen…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+186"/>
        <source>Cancelled; nothing was imported.</source>
        <translation>Abgebrochen; nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+58"/>
        <source>Downloading %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Cannot read the rules page %1: %2</source>
        <translation>Die Regelseite %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot download %1: %2</source>
        <translation>%1 kann nicht heruntergeladen werden: %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Cannot save the download: %1</source>
        <translation>Der Download kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>it is far larger than any rules text or card file, so it was not downloaded</source>
        <translation>sie ist weit größer als jeder Regeltext und jede Kartendatei und wurde daher nicht heruntergeladen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The page %1 links no rules text (.txt) file and no card file (MTGJSON&apos;s AllPrintings, Scryfall&apos;s bulk files). Is its address right?</source>
        <translation>Die Seite %1 verlinkt keine Regeltextdatei (.txt) und keine Kartendatei (AllPrintings von MTGJSON, Bulk-Dateien von Scryfall). Stimmt ihre Adresse?</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 is not a rules text Rulekeeper can read: %2</source>
        <translation>%1 ist kein Regeltext, den Rulekeeper lesen kann: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have the newest rules: the edition of %1 (%2).</source>
        <translation>Sie haben die neuesten Regeln: die Ausgabe vom %1 (%2).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The import failed: %1</source>
        <translation>Der Import ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You have the cards of %1 already: the snapshot of %2.</source>
        <translation>Sie haben die Karten aus %1 bereits: den Stand vom %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported the cards of %1 as of %2: %n card(s).</source>
        <translation>
            <numerusform>Karten aus %1 mit Stand %2 importiert: %n Karte.</numerusform>
            <numerusform>Karten aus %1 mit Stand %2 importiert: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have the newest rules: the edition of %1.</source>
        <translation>Sie haben die neuesten Regeln: die Ausgabe vom %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the rules of %1: %n rule(s).</source>
        <translation>
            <numerusform>Die Regeln vom %1 wurden importiert: %n Regel.</numerusform>
            <numerusform>Die Regeln vom %1 wurden importiert: %n Regeln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You have the newest %1: the edition of %2 (%3).</source>
        <translation>Sie haben die neueste Fassung von %1: die Ausgabe vom %2 (%3).</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+28"/>
        <source>Cannot save the download in %1</source>
        <translation>Der Download kann nicht in %1 gespeichert werden</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>You have the newest %1: the edition of %2.</source>
        <translation>Sie haben die neueste Fassung von %1: die Ausgabe vom %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the %1 of %2: %n section(s).</source>
        <translation>
            <numerusform>%1 vom %2 wurde importiert: %n Abschnitt.</numerusform>
            <numerusform>%1 vom %2 wurde importiert: %n Abschnitte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdatedialog.cpp" line="+45"/>
        <source>Check for New Rules</source>
        <translation>Auf neue Regeln prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper reads the official rules page, downloads the rules text it links and imports it when this database does not have that edition yet. For cards, give MTGJSON&apos;s or Scryfall&apos;s downloads page, or a card file&apos;s own address (AllPrintings.json.xz, a set file).</source>
        <translation>Rulekeeper liest die offizielle Regelseite, lädt den dort verlinkten Regeltext herunter und importiert ihn, wenn diese Datenbank die Ausgabe noch nicht hat. Für Karten geben Sie die Download-Seite von MTGJSON oder Scryfall an oder die Adresse einer Kartendatei selbst (AllPrintings.json.xz, eine Set-Datei).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules &amp;page:</source>
        <translation>Regel&amp;seite:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Check Now</source>
        <translation>&amp;Jetzt prüfen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>“%1” is not a web address (https://…).</source>
        <translation>„%1“ ist keine Webadresse (https://…).</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/panels/searchpanel.cpp" line="+29"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Regeln durchsuchen  (Strg+F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words (all of them, in any order), &quot;a phrase&quot;, kick* (a word&apos;s start), -word (without it), flying OR reach (either), in:702 (only under 702.), examples: (only in examples).
Shorthand such as SBA, ETB or CMC is searched as the rules word it.</source>
        <translation>Wörter (alle, in beliebiger Reihenfolge), &quot;eine Wortfolge&quot;, kick* (ein Wortanfang), -wort (ohne dieses Wort), flying OR reach (eines von beiden), in:702 (nur unter 702.), examples: (nur in Beispielen).
Kürzel wie SBA, ETB oder CMC werden auch so gesucht, wie die Regeln sie ausschreiben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This edition</source>
        <translation>Diese Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All editions</source>
        <translation>Alle Ausgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examples only</source>
        <translation>Nur Beispiele</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Policy documents (MTR, IPG, JAR)</source>
        <translation>Turnierdokumente (MTR, IPG, JAR)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The whole library</source>
        <translation>Die ganze Bibliothek</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+37"/>
        <source>No rule matches “%1”.</source>
        <translation>Keine Regel passt zu „%1“.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The words are in another language (%1): searched the edition of %2 in it.</source>
        <translation>Die Wörter sind in einer anderen Sprache (%1): durchsucht wurde die Ausgabe vom %2 in dieser Sprache.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words are in another language (%1), and no edition in it is here: import one, or choose an edition of that language to search.</source>
        <translation>Die Wörter sind in einer anderen Sprache (%1), und hier ist keine Ausgabe in ihr: importieren Sie eine oder wählen Sie zum Suchen eine Ausgabe dieser Sprache.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the judge’s library (MTR, IPG, JAR):</source>
        <translation>Aus der Bibliothek des Judges (MTR, IPG, JAR):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing in the Comprehensive Rules.</source>
        <translation>Nichts in den Comprehensive Rules.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the Comprehensive Rules:</source>
        <translation>In den Comprehensive Rules:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No rule has every word; rules with some of them:</source>
        <translation>Keine Regel enthält alle Wörter; Regeln mit einigen davon:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules with some of the words:</source>
        <translation>Regeln mit einigen der Wörter:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Did you mean &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Meinten Sie &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did you mean %1?</source>
        <translation>Meinten Sie %1?</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Cards in the question:</source>
        <translation>Karten in der Frage:</translation>
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
            <numerusform>%n Ausgabe, %1 bis %2</numerusform>
            <numerusform>%n Ausgaben, %1 bis %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Missing: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>card · Oracle text of %1</source>
        <translation>Karte · Oracle-Text vom %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>card · in its rulings · Oracle text of %1</source>
        <translation>Karte · in ihren Rulings · Oracle-Text vom %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Nachschlagewerk für die Umfassenden Regeln von Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Datenbankdatei (Standard: RULEKEEPER_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this rule.</source>
        <translation>Mit dieser Regel öffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this card.</source>
        <translation>Bei dieser Karte öffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Datum der Ausgabe (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the edition in force on this date (YYYY-MM-DD).</source>
        <translation>Die an diesem Datum gültige Ausgabe öffnen (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Ein Bild des Fensters in dieser Datei speichern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>Die Suche mit diesen Wörtern öffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the same rule in this language beside it (e.g. zh).</source>
        <translation>Dieselbe Regel in dieser Sprache daneben zeigen (z. B. zh).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the history panel of the rule.</source>
        <translation>Den Verlauf der Regel öffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this into the lookup box, its choices shown.</source>
        <translation>Diesen Text ins Nachschlagefeld tippen und seine Vorschläge zeigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16, or on two card snapshots, e.g. 2022-04-25..2025-08-18.</source>
        <translation>Den Vergleich zweier Ausgaben öffnen, z. B. 2024-07-30..2026-01-16, oder zweier Kartenstände, z. B. 2022-04-25..2025-08-18.</translation>
    </message>
    <message>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16.</source>
        <translation type="vanished">Den Vergleich zweier Ausgaben öffnen, z. B. 2024-07-30..2026-01-16.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules files to import (opens the import dialog).</source>
        <translation>Zu importierende Regeldateien (öffnet den Importdialog).</translation>
    </message>
</context>
</TS>
