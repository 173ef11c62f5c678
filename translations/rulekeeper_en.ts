<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>gui::ImportDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="252"/>
        <location filename="../app/gui/importdialog.cpp" line="407"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="252"/>
        <location filename="../app/gui/importdialog.cpp" line="408"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n example</numerusform>
            <numerusform>%n examples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="254"/>
        <location filename="../app/gui/importdialog.cpp" line="409"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n glossary term</numerusform>
            <numerusform>%n glossary terms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="260"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n card ruling</numerusform>
            <numerusform>%n card rulings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="263"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="317"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>Ready to import %n file.</numerusform>
            <numerusform>Ready to import %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="399"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1: %n card ruling  (%2)</numerusform>
            <numerusform>%1: %n card rulings  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="400"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1: %n card ruling, already imported  (%2)</numerusform>
            <numerusform>%1: %n card rulings, already imported  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/importdialog.cpp" line="419"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n warning:</numerusform>
            <numerusform>%n warnings:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="170"/>
        <location filename="../app/gui/mainwindow.cpp" line="652"/>
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
        <location filename="../app/gui/ruleview.cpp" line="272"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Card rulings (%n)</numerusform>
            <numerusform>Card rulings (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="25"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n edition, %1 to %2</numerusform>
            <numerusform>%n editions, %1 to %2</numerusform>
        </translation>
    </message>
</context>
</TS>
