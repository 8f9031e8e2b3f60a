// overlong encoding of '/': À¯
func.func @f() {
  return
}
