// The entry point: read the command line, run the command, exit with its status. It is
// synchronous (see BlockingRun); everything else is in CampaignDriver, and CommandLineEntry
// says how errors map to statuses.
CommandLineEntry.main()
