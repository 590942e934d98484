// The entry point: parse the command line, run the command, exit with its status.
// Everything else is in CampaignDriver; see CommandLineEntry for how errors map to statuses.
await CommandLineEntry.main()
