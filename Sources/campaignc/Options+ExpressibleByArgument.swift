import ArgumentParser
import CampaignDriver
import CampaignLocale

// The driver's option words are read by ArgumentParser through their raw values,
// which also lists the choices in `--help`.
extension ReportFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension RulesFormat: ExpressibleByArgument {}
extension DiffFormat: ExpressibleByArgument {}
extension ExchangeFormat: ExpressibleByArgument {}
