#pragma once
#include <turbojpeg.h>
#include <jconfig.h>
