<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>gui::CardListModel</name>
    <message numerus="yes">
        <location filename="../app/gui/cards/cardlistmodel.cpp" line="165"/>
        <source>%n card(s) under %1</source>
        <translation>
            <numerusform>%n card under %1</numerusform>
            <numerusform>%n cards under %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::CardPageView</name>
    <message numerus="yes">
        <location filename="../app/gui/cards/cardpage.cpp" line="273"/>
        <source>Rulings (%n)</source>
        <translation>
            <numerusform>Rulings (%n)</numerusform>
            <numerusform>Rulings (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::DiffView</name>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="532"/>
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln change</numerusform>
            <numerusform>%Ln changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="533"/>
        <source>%Ln card(s) unchanged</source>
        <translation>
            <numerusform>%Ln card unchanged</numerusform>
            <numerusform>%Ln cards unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="534"/>
        <source>%Ln section(s) unchanged</source>
        <translation>
            <numerusform>%Ln section unchanged</numerusform>
            <numerusform>%Ln sections unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="535"/>
        <source>%Ln rule(s) unchanged</source>
        <translation>
            <numerusform>%Ln rule unchanged</numerusform>
            <numerusform>%Ln rules unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="598"/>
        <source>%1 of %Ln change(s) listed</source>
        <translation>
            <numerusform>%1 of %Ln change listed</numerusform>
            <numerusform>%1 of %Ln changes listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="599"/>
        <source>%Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln change listed</numerusform>
            <numerusform>%Ln changes listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/diff/diffview.cpp" line="703"/>
        <source>%1 of %Ln change(s), chosen by %2</source>
        <translation>
            <numerusform>%1 of %Ln change, chosen by %2</numerusform>
            <numerusform>%1 of %Ln changes, chosen by %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::HistoryPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/panels/historypanel.cpp" line="168"/>
        <source>Hide the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Hide the %n step that changed only quotes, dashes or case</numerusform>
            <numerusform>Hide the %n steps that changed only quotes, dashes or case</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/panels/historypanel.cpp" line="169"/>
        <source>Show the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>Show the %n step that changed only quotes, dashes or case</numerusform>
            <numerusform>Show the %n steps that changed only quotes, dashes or case</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="299"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="611"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="299"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="611"/>
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n ruling</numerusform>
            <numerusform>%n rulings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="303"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="505"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="523"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="616"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="305"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="506"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="523"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="621"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="305"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="506"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="525"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="622"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n example</numerusform>
            <numerusform>%n examples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="307"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="507"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="527"/>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="623"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n glossary term</numerusform>
            <numerusform>%n glossary terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="314"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n card ruling</numerusform>
            <numerusform>%n card rulings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="317"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="448"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>Ready to import %n file.</numerusform>
            <numerusform>Ready to import %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="603"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1: %n card ruling  (%2)</numerusform>
            <numerusform>%1: %n card rulings  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="604"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1: %n card ruling, already imported  (%2)</numerusform>
            <numerusform>%1: %n card rulings, already imported  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="633"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n warning:</numerusform>
            <numerusform>%n warnings:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/importdialog.cpp" line="549"/>
        <source>Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace a whole edition.</source>
        <translation>
            <numerusform>Replacing would lose rules: %n file read as partial, incomplete or lossy would replace a whole edition.</numerusform>
            <numerusform>Replacing would lose rules: %n files read as partial, incomplete or lossy would replace whole editions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/window/mainwindow_display.cpp" line="151"/>
        <source>%1 names %n rule(s); showing the first, %2: the others follow it.</source>
        <translation>
            <numerusform>%1 names %n rule; showing the first, %2: the others follow it.</numerusform>
            <numerusform>%1 names %n rules; showing the first, %2: the others follow it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/window/mainwindow.cpp" line="322"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="613"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n edition in %1</numerusform>
            <numerusform>%n editions in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message numerus="yes">
        <location filename="../app/gui/reading/ruleview.cpp" line="549"/>
        <source>Rulings of cards citing it (%n), newest first</source>
        <translation>
            <numerusform>Ruling of a card citing it (%n), newest first</numerusform>
            <numerusform>Rulings of cards citing it (%n), newest first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/reading/ruleview.cpp" line="573"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Card rulings (%n)</numerusform>
            <numerusform>Card rulings (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdate</name>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="314"/>
        <source>Imported the cards of %1 as of %2: %n card(s).</source>
        <translation>
            <numerusform>Imported the cards of %1 as of %2: %n card.</numerusform>
            <numerusform>Imported the cards of %1 as of %2: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="323"/>
        <source>Imported the rules of %1: %n rule(s).</source>
        <translation>
            <numerusform>Imported the rules of %1: %n rule.</numerusform>
            <numerusform>Imported the rules of %1: %n rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="324"/>
        <source>Imported the %1 of %2: %n section(s).</source>
        <translation>
            <numerusform>Imported the %1 of %2: %n section.</numerusform>
            <numerusform>Imported the %1 of %2: %n sections.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/panels/snippetdelegate.cpp" line="27"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n edition, %1 to %2</numerusform>
            <numerusform>%n editions, %1 to %2</numerusform>
        </translation>
    </message>
</context>
</TS>
