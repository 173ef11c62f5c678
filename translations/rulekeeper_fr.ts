<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>Impossible de créer %1 à partir de la base d’exemple fournie.</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="17"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="20"/>
        <source>Lookup</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="22"/>
        <source>Edition </source>
        <translation>Édition </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="28"/>
        <source>Rule number, e.g. 702.19b  (Ctrl+L)</source>
        <translation>Numéro de règle, p. ex. 702.19b  (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="38"/>
        <source>Look up a rule</source>
        <translation>Chercher une règle</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="39"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="55"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%n édition dans %1</numerusform>
            <numerusform>%n éditions dans %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="58"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Cette base ne contient encore aucune édition. Importez-en une avec rulekeeper-cli import FICHIER.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="60"/>
        <source>Type a rule number (Ctrl+L) and press Enter.</source>
        <translation>Tapez un numéro de règle (Ctrl+L) puis Entrée.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="62"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Impossible d’ouvrir la base des règles :
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>&quot;%1&quot; is not a rule number</source>
        <translation>« %1 » n’est pas un numéro de règle</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="126"/>
        <source>Rule %1 is not in the %2 edition</source>
        <translation>La règle %1 n’existe pas dans l’édition du %2</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="132"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="69"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Règles complètes, en vigueur le %1</translation>
    </message>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="82"/>
        <source>Example: </source>
        <translation>Exemple : </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="21"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Référence des Règles complètes de Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="25"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Fichier de base (par défaut : RULEKEEPER_DB ou le dossier de données de l’utilisateur).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Open at this rule.</source>
        <translation>Ouvrir à cette règle.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="31"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Date de l’édition (AAAA-MM-JJ).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans ce fichier puis quitter.</translation>
    </message>
</context>
</TS>
