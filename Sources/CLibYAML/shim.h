#ifndef PICKLIST_CLIBYAML_SHIM_H
#define PICKLIST_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
