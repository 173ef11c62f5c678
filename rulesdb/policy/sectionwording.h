#pragma once
// A policy section's wording as its history and the diff of two editions compare it: its
// title (with an infraction's penalty), its text, then each part under its label.

#include "edition.h"

#include <QString>

namespace rulesdb {

// "Missed Trigger [No Penalty]\n…text…\nDefinition: …": one line for the title, then the
// text's paragraphs and one paragraph per part.
QString sectionWording(const SectionEntry &section);

} // namespace rulesdb
