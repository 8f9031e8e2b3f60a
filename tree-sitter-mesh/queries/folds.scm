(region) @fold
(func_arguments) @fold
(dictionary_attribute) @fold
(generic_operation) @fold
(block) @fold
