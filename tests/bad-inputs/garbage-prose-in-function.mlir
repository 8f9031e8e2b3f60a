func.func @f() {
  hello world this is not mlir
  return
}
