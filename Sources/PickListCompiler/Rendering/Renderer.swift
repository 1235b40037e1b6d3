import Dispatch

/// Renders spec files through one parsed template, in parallel across the machine's cores.
///
/// The output is deterministic: each job's text depends only on that job, and results come
/// back in the order of the jobs, whatever the scheduling.
public struct Renderer: Sendable {
    public let template: Template
    public let access: AccessLevel

    public init(template: Template, access: AccessLevel = .public) {
        self.template = template
        self.access = access
    }

    /// Renders one job.
    public func render(_ job: RenderJob) -> RenderedFile {
        let context = TemplateContext.make(specs: job.specs, sourcePath: job.displayPath, access: access)
        return RenderedFile(sourcePath: job.sourcePath, outputPath: job.outputPath, text: template.render(context))
    }

    /// Renders every job, spreading them over the available cores; results are in job order.
    public func render(_ jobs: [RenderJob]) -> [RenderedFile] {
        guard jobs.count > 1 else { return jobs.map(render) }
        let results = ResultSlots<RenderedFile>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.store(render(jobs[index]), at: index)
        }
        return results.values()
    }
}

/// Write-once slots filled from concurrent iterations, each index by exactly one of them.
private final class ResultSlots<Value>: @unchecked Sendable {
    // Safety: `concurrentPerform` hands each index to one iteration, so no slot is written
    // twice, and `values()` runs only after `concurrentPerform` returned (a full barrier).
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Value] {
        slots.map { $0! }
    }
}
