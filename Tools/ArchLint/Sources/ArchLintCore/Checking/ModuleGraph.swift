/// Modules and who depends on whom, for questions about chains and cycles.
struct ModuleGraph {
    /// Successors of each module, sorted so that every answer is the same from run to run.
    private let successors: [String: [String]]

    init(edges: [DependencyEdge]) {
        var successors: [String: Set<String>] = [:]
        for edge in edges {
            successors[edge.importer, default: []].insert(edge.imported)
        }
        self.successors = successors.mapValues { $0.sorted() }
    }

    /// The shortest chain of modules from `start` to `goal`, both included; nil when `goal` cannot be
    /// reached.
    func shortestPath(from start: String, to goal: String) -> [String]? {
        var previous: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let module = queue[head]
            head += 1
            for next in successors[module] ?? [] where previous[next] == nil {
                previous[next] = module
                if next == goal {
                    var path = [goal]
                    while let last = path.last, last != start, let before = previous[last] {
                        path.append(before)
                    }
                    return path.reversed()
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// One cycle per strongly connected component of more than one module, each written as a chain
    /// that starts and ends at the component's first module in sorted order.
    func cycles() -> [[String]] {
        var cycles: [[String]] = []
        for component in stronglyConnectedComponents() where component.count > 1 {
            let members = Set(component)
            let start = component.min() ?? component[0]
            let inside = ModuleGraph(
                successors: successors.filter { members.contains($0.key) }
                    .mapValues { $0.filter(members.contains) })
            for next in inside.successors[start] ?? [] {
                if let back = inside.shortestPath(from: next, to: start) {
                    cycles.append([start] + back)
                    break
                }
            }
        }
        return cycles.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    private init(successors: [String: [String]]) {
        self.successors = successors
    }

    /// Tarjan's algorithm, iterative so that a deep graph cannot overflow the stack.
    private func stronglyConnectedComponents() -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []
        var counter = 0
        for root in successors.keys.sorted() where index[root] == nil {
            var work: [(module: String, nextChild: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while var frame = work.popLast() {
                let children = successors[frame.module] ?? []
                if frame.nextChild < children.count {
                    let child = children[frame.nextChild]
                    frame.nextChild += 1
                    work.append(frame)
                    if index[child] == nil {
                        index[child] = counter
                        lowLink[child] = counter
                        counter += 1
                        stack.append(child)
                        onStack.insert(child)
                        work.append((child, 0))
                    } else if onStack.contains(child) {
                        lowLink[frame.module] = min(
                            lowLink[frame.module, default: 0], index[child, default: 0])
                    }
                    continue
                }
                if let parent = work.last {
                    lowLink[parent.module] = min(
                        lowLink[parent.module, default: 0], lowLink[frame.module, default: 0])
                }
                if lowLink[frame.module] == index[frame.module] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.module { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
