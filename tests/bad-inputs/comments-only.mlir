// nothing
// but comments
