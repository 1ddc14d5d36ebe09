@main
struct Generator {
    static func main() {}
}
