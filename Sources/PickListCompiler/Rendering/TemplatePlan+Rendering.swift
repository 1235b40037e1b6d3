import Mustache

extension TemplatePlan {
    /// Renders `context` as swift-mustache renders it with the template this plan was
    /// compiled from; `nil` when the context holds a value a plan does not render (a lambda or
    /// a template as a value: picklist's context has neither), which the caller then renders
    /// through swift-mustache.
    func render(_ context: Any) -> String? {
        var renderer = Renderer(root: context)
        renderer.run(steps)
        guard !renderer.failed else { return nil }
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// One level of the context stack: one of picklist's levels, asked directly, or any other
    /// value (an element of a list of strings, say), looked into as swift-mustache does.
    private enum Entry {
        case level(any ContextLevel)
        case value(Any)

        init(_ value: Any) {
            self = Self.level(of: value).map(Entry.level) ?? .value(value)
        }

        /// `value` as one of picklist's levels, recognised by its exact type before any cast.
        ///
        /// A cast that fails on an instance of a class makes the runtime ask whether that class
        /// conforms to Foundation's `_NSSwiftValue` (on Linux), and a cast to a protocol asks
        /// for that conformance: the first time for each type, either is a scan of every
        /// conformance record in the binary, about 300 000 instructions — as much as
        /// rendering a small spec. Comparing the value's own type costs nothing, and a cast
        /// to the exact type the value has is a copy.
        static func level(of value: Any) -> (any ContextLevel)? {
            switch ObjectIdentifier(type(of: value)) {
            case ObjectIdentifier(ListContext.self): value as? ListContext
            case ObjectIdentifier(SectionContext.self): value as? SectionContext
            case ObjectIdentifier(ItemContext.self): value as? ItemContext
            case ObjectIdentifier(FileContext.self): value as? FileContext
            case ObjectIdentifier(AllRowContext.self): value as? AllRowContext
            case ObjectIdentifier(SummaryContext.self): value as? SummaryContext
            case ObjectIdentifier(MessagesContext.self): value as? MessagesContext
            case ObjectIdentifier(DefaultItemContext.self): value as? DefaultItemContext
            case ObjectIdentifier(RenamedContext.self): value as? RenamedContext
            // Every ContextLevel is listed above; one that were not would render the same
            // through the general path below, a child at a time.
            default: nil
            }
        }

        var value: Any {
            switch self {
            case .level(let level): level
            case .value(let value): value
            }
        }

        /// swift-mustache's `_getImmediateChild(named:from:)`.
        func child(named name: String) -> Any? {
            switch self {
            case .level(let level): level.child(named: name)
            case .value(let value): Renderer.immediateChild(named: name, of: value)
            }
        }
    }

    private struct Renderer {
        var stack: [Entry]
        var output: [UInt8] = []
        /// Set when a value needs what a plan does not do; rendering then stops.
        var failed = false

        init(root: Any) {
            stack = [Entry(root)]
            output.reserveCapacity(16_384)
        }

        mutating func run(_ steps: [Step]) {
            for step in steps {
                guard !failed else { return }
                switch step.kind {
                case .text:
                    output.append(contentsOf: step.text)
                case .variable:
                    // A plan's escaped variables are all in TEXT content (see TemplatePlan).
                    if let name = step.name, let value = lookUp(name) { write(value) }
                case .section:
                    if let name = step.name { renderSection(lookUp(name), step.steps) }
                case .invertedSection:
                    if let name = step.name { renderInvertedSection(lookUp(name), step.steps) }
                case .contentType:
                    break
                }
            }
        }

        /// `renderToken`'s `.variable`: a value as text.
        private mutating func write(_ value: Any) {
            // picklist's own values first, by concrete type (none is a custom representation).
            if let text = value as? RenderedText {
                append(text.renderText)
            } else if let flag = value as? Bool {
                append(flag ? "true" : "false")
            } else if let number = value as? Int {
                append(String(number))
            } else if let text = value as? String {
                append(text)
            } else {
                var value = value
                if let custom = value as? any MustacheCustomRepresentation {
                    guard let representation = custom.representation else { return }
                    value = representation
                }
                if value is MustacheTemplate || value is MustacheLambda {
                    failed = true
                } else if let renderable = value as? any MustacheCustomRenderable {
                    append(renderable.renderText)
                } else {
                    append(String(describing: Self.unwrapped(value)))
                }
            }
        }

        /// `renderSection`.
        private mutating func renderSection(_ value: Any?, _ steps: [Step]) {
            guard var value else { return }
            if let flag = value as? Bool {
                if flag { run(steps) }
                return
            }
            if let elements = Self.knownElements(value) {
                for element in elements {
                    stack.append(element)
                    run(steps)
                    stack.removeLast()
                }
                return
            }
            if let level = Entry.level(of: value) {
                stack.append(.level(level))
                run(steps)
                stack.removeLast()
                return
            }
            if !(value is RenderedText), let custom = value as? any MustacheCustomRepresentation {
                guard let representation = custom.representation else { return }
                value = representation
            }
            if value is MustacheLambda {
                failed = true
            } else if let sequence = value as? any MustacheSequence {
                for element in Self.elements(of: sequence) {
                    stack.append(Entry(element))
                    run(steps)
                    stack.removeLast()
                }
            } else if let flag = value as? Bool {
                if flag { run(steps) }
            } else if let null = value as? any MustacheCustomRenderable, null.isNull {
                return
            } else {
                stack.append(Entry(value))
                run(steps)
                stack.removeLast()
            }
        }

        /// `renderInvertedSection`.
        private mutating func renderInvertedSection(_ value: Any?, _ steps: [Step]) {
            guard var value else { return run(steps) }
            if let flag = value as? Bool {
                if !flag { run(steps) }
                return
            }
            if let elements = Self.knownElements(value) {
                if elements.isEmpty {
                    stack.append(.value(value))
                    run(steps)
                    stack.removeLast()
                }
                return
            }
            // A level is something: an inverted section of it renders nothing.
            if Entry.level(of: value) != nil { return }
            if !(value is RenderedText), let custom = value as? any MustacheCustomRepresentation {
                guard let representation = custom.representation else { return run(steps) }
                value = representation
            }
            if let sequence = value as? any MustacheSequence {
                if Self.isEmpty(sequence) {
                    stack.append(Entry(value))
                    run(steps)
                    stack.removeLast()
                }
            } else if let flag = value as? Bool {
                if !flag { run(steps) }
            } else if let null = value as? any MustacheCustomRenderable, null.isNull {
                run(steps)
            }
        }

        /// `getChild(named:transforms:context:)` without transforms: the first part of the
        /// name from the top of the stack down, the rest inside what it found.
        private func lookUp(_ name: Name) -> Any? {
            switch name.scope {
            case .current:
                return stack[stack.count - 1].value
            case .top:
                return Self.descend(into: stack[stack.count - 1].value, parts: name.parts[...])
            case .stack:
                let first = name.parts[0]
                for entry in stack.reversed() {
                    if let child = entry.child(named: first) {
                        return name.parts.count == 1 ? child : Self.descend(into: child, parts: name.parts.dropFirst())
                    }
                }
                return nil
            }
        }

        /// `_getChild(named:from:)`.
        private static func descend(into object: Any, parts: ArraySlice<String>) -> Any? {
            var object = object
            for part in parts {
                // By exact type: `is` of a level (a class) would look for a bridge first.
                if ObjectIdentifier(type(of: object)) == ObjectIdentifier(MustacheLambda.self) { return nil }
                guard let child = immediateChild(named: part, of: object) else { return nil }
                object = child
            }
            return object
        }

        /// `_getImmediateChild(named:from:)` for any value: its custom representation, a
        /// `MustacheParent`'s child, or a stored property of that name (through `Mirror`).
        static func immediateChild(named name: String, of object: Any) -> Any? {
            // A level by its exact type (no conformance lookup, as ``Entry/level(of:)``).
            if let level = Entry.level(of: object) { return level.child(named: name) }
            var object: Any? = object
            if let custom = object as? any MustacheCustomRepresentation { object = custom.representation }
            guard let object else { return nil }
            if let parent = object as? any MustacheParent { return parent.child(named: name) }
            guard let match = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
            let mirror = Mirror(reflecting: match.value)
            guard mirror.displayStyle == .optional else { return match.value }
            return mirror.children.first?.value
        }

        /// What swift-mustache writes for a value that holds an optional: the wrapped value
        /// (`unwrapIfAnyContainsOptional`).
        private static func unwrapped(_ value: Any) -> Any {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            return mirror.children.first?.value ?? value
        }

        /// The elements of the lists picklist's context holds, recognised by their types (no
        /// conformance lookup), as stack entries; `nil` for any other value.
        private static func knownElements(_ value: Any) -> [Entry]? {
            // By exact type, as ``Entry/level(of:)`` recognises levels.
            switch ObjectIdentifier(type(of: value)) {
            case ObjectIdentifier([ListContext].self): (value as? [ListContext])?.map { .level($0) }
            case ObjectIdentifier([SectionContext].self): (value as? [SectionContext])?.map { .level($0) }
            case ObjectIdentifier([ItemContext].self): (value as? [ItemContext])?.map { .level($0) }
            case ObjectIdentifier([DefaultItemContext].self): (value as? [DefaultItemContext])?.map { .level($0) }
            case ObjectIdentifier([RenamedContext].self): (value as? [RenamedContext])?.map { .level($0) }
            case ObjectIdentifier([RenderedText].self): (value as? [RenderedText])?.map { .value($0) }
            case ObjectIdentifier([String].self): (value as? [String])?.map { .value($0) }
            default: nil
            }
        }

        private static func elements<S: Sequence>(of sequence: S) -> [Any] {
            sequence.map { $0 as Any }
        }

        private static func isEmpty<S: Sequence>(_ sequence: S) -> Bool {
            var iterator = sequence.makeIterator()
            return iterator.next() == nil
        }

        private mutating func append(_ text: String) {
            let appended: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
            if appended == nil { output.append(contentsOf: text.utf8) }
        }
    }
}
