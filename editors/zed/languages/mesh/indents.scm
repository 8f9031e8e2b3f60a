; One level inside a region, an attribute dictionary and an argument list.
(region "}" @end) @indent
(dictionary_attribute "}" @end) @indent
(func_arguments ")" @end) @indent
