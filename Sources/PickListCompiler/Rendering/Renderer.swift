/// Renders spec files through one parsed template, in parallel across the machine's cores.
///
/// The output is deterministic: each job's text depends only on that job, and results come
/// back in the order of the jobs, whatever the scheduling.
package struct Renderer: Sendable {
    package let template: Template
    package let access: AccessLevel

    package init(template: Template, access: AccessLevel = .public) {
        self.template = template
        self.access = access
    }

    /// Renders one job.
    package func render(_ job: RenderJob) -> RenderedFile {
        let template = job.settings?.template ?? template
        let context = TemplateContext.make(specs: job.specs, sourcePath: job.displayPath, access: job.settings?.access ?? access)
        return RenderedFile(sourcePath: job.sourcePath, outputPath: job.outputPath, text: template.render(context))
    }
}
