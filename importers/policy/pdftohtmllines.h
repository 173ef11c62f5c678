#pragma once
// The pieces a pdftohtml page is read from, shared by the page reader and the table reader:
// a positioned fragment of text, and a printed line rebuilt from fragments at one height.

#include <QString>
#include <QStringList>
#include <vector>

namespace importers::policy::pdftohtml {

// One piece of positioned text (a fragment split at its <br>s).
struct Fragment {
    int page = 0;
    int top = 0;
    int left = 0;
    int size = 12;
    bool bold = false;
    bool breakBefore = false; // after a <br> inside the fragment: a new paragraph
    int sourceLine = 0;
    int order = 0; // where the converter wrote it among all fragments: its reading order
    QString text;
};

// A printed line rebuilt from its fragments.
struct Line {
    int page = 0;
    int top = 0;
    int bottom = 0;
    int size = 0;
    bool bold = true;
    bool breakBefore = false;
    int sourceLine = 0;
    QString text;      // the fragments joined, spaces collapsed
    QStringList cells; // the same split where the page leaves a wide gap (a table's columns)
    std::vector<Fragment> fragments;
};

} // namespace importers::policy::pdftohtml
