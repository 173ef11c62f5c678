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
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/helpdialog.cpp" line="+13"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type anywhere</source>
        <translation>Irgendwo tippen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Nachschlagen mit dem Getippten beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Nachschlagen; in Suchergebnissen die Regel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Pfeil nach unten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the search box to its results</source>
        <translation>Vom Suchfeld zu den Ergebnissen</translation>
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
        <location line="+13"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/lookupcompleter.cpp" line="+58"/>
        <source>%1 — rule %2</source>
        <translation>%1 — Regel %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — Glossar</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+43"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location line="-24"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n Ausgabe in %1</numerusform>
            <numerusform>%n Ausgaben in %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edition</source>
        <translation>&amp;Ausgabe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation>Regelnummer, Schlüsselwort oder Glossarbegriff, z. B. 702.19b oder Kicker  (Strg+L)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Diese Datenbank enthält noch keine Ausgabe. Importieren Sie eine mit rulekeeper-cli import DATEI.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Geben Sie eine Regelnummer, ein Schlüsselwort oder einen Glossarbegriff ein (Strg+L) und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <source>&amp;Copy citation</source>
        <translation>Zitat &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
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
        <location line="+6"/>
        <source>&amp;Search the rules</source>
        <translation>Regeln &amp;durchsuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table of contents</source>
        <translation>&amp;Inhaltsverzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal size</source>
        <translation>&amp;Normale Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Nichts heißt „%1“; die Regeln werden danach durchsucht</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>Der Glossarbegriff „%1“ ist nicht in dieser Ausgabe (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glossar, %1 (gültig ab %2): %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>Regel %1 ist nicht in dieser Ausgabe (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (gültig ab %2): %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 ist nicht in dieser Ausgabe.</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Die Regeldatenbank kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location line="+185"/>
        <location line="+17"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="+94"/>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[unvollständig: die Quelle hat diese Regel abgeschnitten]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text in force since %1 (dated by its source)</source>
        <translation>Wortlaut gilt seit %1 (von der Quelle datiert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1</source>
        <translation>Wortlaut gilt seit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation>Wortlaut gilt seit %1 oder früher (die älteste Ausgabe hier)</translation>
    </message>
    <message>
        <location line="+111"/>
        <location line="+72"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Umfassende Regeln, gültig ab %1</translation>
    </message>
    <message>
        <location line="-43"/>
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
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Kartenentscheidung (%n)</numerusform>
            <numerusform>Kartenentscheidungen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/searchpanel.cpp" line="+26"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Regeln durchsuchen  (Strg+F)</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+98"/>
        <source>No rule matches “%1”.</source>
        <translation>Keine Regel passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="+24"/>
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
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+34"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Nachschlagewerk für die Umfassenden Regeln von Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Datenbankdatei (Standard: RULEKEEPER_DB oder der Datenordner des Benutzers).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open at this rule.</source>
        <translation>Mit dieser Regel öffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Datum der Ausgabe (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Ein Bild des Fensters in dieser Datei speichern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>Die Suche mit diesen Wörtern öffnen.</translation>
    </message>
</context>
</TS>
