import CampaignModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// campaignc-buckets: campaignc's side of Scripts/check_variant_buckets.py, not a user command.
// Arguments: a campaign id, the control percent, then each variant's percent. Reads one user id
// per line on standard input and writes, per line, the user's bucket and what the split gives
// the user (`control`, or the 0-based index of the variant), separated by a tab — both from
// `VariantAssignment`, the one place the payload, the simulator and the preview ask.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let control = Int(arguments[1]) else {
    print("usage: campaignc-buckets CAMPAIGN CONTROL PERCENT PERCENT…")
    exit(2)
}
let campaignID = arguments[0]
let percents = arguments.dropFirst(2).map { Int($0) ?? 0 }
var output = ""
while let userID = readLine(strippingNewline: true) {
    let bucket = VariantAssignment.bucket(userID: userID, campaignID: campaignID)
    switch VariantAssignment.choice(forBucket: bucket, control: control, percents: percents) {
    case .control: output += "\(bucket)\tcontrol\n"
    case .variant(let index): output += "\(bucket)\t\(index)\n"
    }
    if output.utf8.count > 65_536 {
        print(output, terminator: "")
        output = ""
    }
}
print(output, terminator: "")
