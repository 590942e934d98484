#ifndef CAMPAIGNC_CLIBYAML_SHIM_H
#define CAMPAIGNC_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
