func.func @f() {
  %0 =